import {
  COFOUNDER_TEXT,
  COLLABORATION_TYPES,
  LOCATION_PREFERENCES,
  PROFILE_COUNTRIES,
  PROFILE_LIMITS,
  STAGE_PREFERENCES,
} from '@ibh/contract';
import { Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { type CofounderFilters, type FilterKey, hasFilters, NO_FILTERS } from '../lib/filters';

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
  const [draft, setDraft] = useState(filters);
  const moreId = useId();
  // On phones only the search shows until 'More filters' opens the rest (open when some are set).
  const [more, setMore] = useState(
    () =>
      TEXT_FILTERS.slice(1).some(({ key }) => filters[key]) || SELECT_FILTERS.some(({ key }) => filters[key]),
  );
  const set = (key: FilterKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form
      aria-label={COFOUNDER_TEXT.filters}
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      {TEXT_FILTERS.slice(0, 1).map(({ key, label, placeholder }) => (
        <TextField
          key={key}
          label={label}
          type="search"
          placeholder={placeholder}
          maxLength={PROFILE_LIMITS.listItem}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
          className="sm:col-span-2"
        />
      ))}
      <Button
        variant="secondary"
        className="sm:hidden"
        aria-expanded={more}
        aria-controls={moreId}
        onClick={() => setMore((open) => !open)}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {COFOUNDER_TEXT.moreFilters}
      </Button>
      <div id={moreId} className={cx('contents', !more && 'max-sm:hidden')}>
        {TEXT_FILTERS.slice(1).map(({ key, label, placeholder }) => (
          <TextField
            key={key}
            label={label}
            placeholder={placeholder}
            maxLength={PROFILE_LIMITS.listItem}
            value={draft[key]}
            onChange={(event) => set(key, event.target.value)}
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
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">
          <Search aria-hidden className="size-4" />
          {COFOUNDER_TEXT.apply}
        </Button>
        {hasFilters(filters) ? (
          <Button variant="ghost" onClick={() => onApply(NO_FILTERS)}>
            {COFOUNDER_TEXT.clear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
