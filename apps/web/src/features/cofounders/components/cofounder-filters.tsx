import {
  COFOUNDER_TEXT,
  COLLABORATION_TYPES,
  LOCATION_PREFERENCES,
  PROFILE_COUNTRIES,
  PROFILE_LIMITS,
  STAGE_PREFERENCES,
} from '@ibh/contract';
import { Search } from 'lucide-react';
import { useDraft } from '@/components/forms/use-draft';
import { FilterForm } from '@/components/lists/filter-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { type CofounderFilters, hasFilters, NO_FILTERS } from '../lib/filters';

const TEXT_FILTERS = [
  { key: 'q', label: COFOUNDER_TEXT.search, placeholder: COFOUNDER_TEXT.searchPlaceholder },
  { key: 'role', label: COFOUNDER_TEXT.role, placeholder: COFOUNDER_TEXT.rolePlaceholder },
  { key: 'skill', label: COFOUNDER_TEXT.skill, placeholder: COFOUNDER_TEXT.skillPlaceholder },
] as const;
const SELECT_FILTERS = [
  { key: 'collaborationType', label: COFOUNDER_TEXT.collaborationType, options: COLLABORATION_TYPES },
  { key: 'locationPreference', label: COFOUNDER_TEXT.location, options: LOCATION_PREFERENCES },
  { key: 'stagePreference', label: COFOUNDER_TEXT.stage, options: STAGE_PREFERENCES },
  { key: 'country', label: COFOUNDER_TEXT.country, options: PROFILE_COUNTRIES },
] as const;

/**
 * The finder's filters. Choices apply at once; typed filters apply with Enter or Apply filters.
 * The parent remounts it when the URL changes, so it always starts from the URL's values.
 */
export function CofounderFiltersForm({
  filters,
  onApply,
}: {
  filters: CofounderFilters;
  onApply: (filters: CofounderFilters) => void;
}) {
  const { draft, setDraft, bind } = useDraft(filters);
  // On phones only the search shows until 'More filters' opens the rest (open when some are set).
  const startOpen =
    TEXT_FILTERS.slice(1).some(({ key }) => filters[key]) || SELECT_FILTERS.some(({ key }) => filters[key]);

  return (
    <FilterForm
      label={COFOUNDER_TEXT.filters}
      onSubmit={() => onApply(draft)}
      startOpen={startOpen}
      moreFilters={COFOUNDER_TEXT.moreFilters}
      toggleClassName="sm:hidden"
      main={TEXT_FILTERS.slice(0, 1).map(({ key, label, placeholder }) => (
        <TextField
          key={key}
          label={label}
          type="search"
          placeholder={placeholder}
          maxLength={PROFILE_LIMITS.listItem}
          {...bind(key)}
          className="sm:col-span-2"
        />
      ))}
      more={
        <>
          {TEXT_FILTERS.slice(1).map(({ key, label, placeholder }) => (
            <TextField
              key={key}
              label={label}
              placeholder={placeholder}
              maxLength={PROFILE_LIMITS.listItem}
              {...bind(key)}
            />
          ))}
          {SELECT_FILTERS.map(({ key, label, options }) => (
            <SelectField
              key={key}
              label={label}
              options={options}
              placeholder={COFOUNDER_TEXT.any}
              value={draft[key]}
              onChange={(event) => {
                const next = { ...draft, [key]: event.target.value };
                setDraft(next);
                onApply(next);
              }}
            />
          ))}
        </>
      }
      apply={
        <>
          <Search aria-hidden className="size-4" />
          {COFOUNDER_TEXT.apply}
        </>
      }
      applyStyle="primary"
      clear={hasFilters(filters) ? { label: COFOUNDER_TEXT.clear, onClear: () => onApply(NO_FILTERS) } : null}
    />
  );
}
