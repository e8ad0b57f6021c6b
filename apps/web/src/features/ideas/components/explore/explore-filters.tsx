import {
  EXPLORE_SORT_LABELS,
  EXPLORE_TEXT,
  IDEA,
  IDEA_LIMITS,
  IDEA_STAGE_LABELS,
  IDEA_STAGES,
} from '@ibh/contract';
import { useDraft } from '@/components/forms/use-draft';
import { FilterForm } from '@/components/lists/filter-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  type ExploreFilters,
  effectiveSort,
  hasFilters,
  NO_FILTERS,
  parseTags,
  sortChoices,
} from '../../lib/explore-filters';

const STAGE_OPTIONS = IDEA_STAGES.map((stage) => ({ value: stage, label: IDEA_STAGE_LABELS[stage] }));

/**
 * Search, filters and sort. The search applies as typing pauses; choices (stage, open for collab,
 * sort) at once; typed filters with Enter or Apply filters. The parent remounts it when the
 * URL's filters change, so the typed filters always start from the URL.
 */
export function ExploreFiltersForm({
  filters,
  onApply,
}: {
  filters: ExploreFilters;
  /** What changed; the parent applies it to the URL's newest filters. */
  onApply: (change: Partial<ExploreFilters>, options?: { replace?: boolean }) => void;
}) {
  const { draft, bind } = useDraft({
    tags: filters.tags.join(', '),
    industry: filters.industry,
    lookingFor: filters.lookingFor,
  });
  const startOpen =
    filters.stage !== '' ||
    filters.tags.length > 0 ||
    filters.industry !== '' ||
    filters.lookingFor !== '' ||
    filters.openForCollab;
  const typed = () => ({
    tags: parseTags(draft.tags),
    industry: draft.industry.trim(),
    lookingFor: draft.lookingFor.trim(),
  });
  const apply = (change: Partial<ExploreFilters>) => onApply({ ...typed(), ...change });

  return (
    <FilterForm
      label={EXPLORE_TEXT.filters}
      onSubmit={() => apply({})}
      startOpen={startOpen}
      moreFilters={EXPLORE_TEXT.moreFilters}
      main={
        <>
          <SearchBox
            value={filters.q}
            onSearch={(q) => onApply({ q }, { replace: true })}
            label={EXPLORE_TEXT.search}
            placeholder={EXPLORE_TEXT.searchPlaceholder}
            maxLength={IDEA_LIMITS.searchQueryMax}
          />
          <SelectField
            label={EXPLORE_TEXT.sort}
            options={sortChoices(filters).map((sort) => ({ value: sort, label: EXPLORE_SORT_LABELS[sort] }))}
            value={effectiveSort(filters)}
            onChange={(event) => apply({ sort: event.target.value as ExploreFilters['sort'] })}
          />
        </>
      }
      more={
        <>
          <SelectField
            label={EXPLORE_TEXT.stage}
            options={STAGE_OPTIONS}
            placeholder={EXPLORE_TEXT.any}
            value={filters.stage}
            onChange={(event) => apply({ stage: event.target.value as ExploreFilters['stage'] })}
          />
          <TextField
            label={EXPLORE_TEXT.tags}
            placeholder={EXPLORE_TEXT.tagsPlaceholder}
            hint={EXPLORE_TEXT.tagsHint}
            maxLength={IDEA_LIMITS.filterTagsMax * (IDEA.chipMax + 1)}
            {...bind('tags')}
          />
          <TextField
            label={EXPLORE_TEXT.industry}
            placeholder={EXPLORE_TEXT.industryPlaceholder}
            maxLength={IDEA_LIMITS.filterValueMax}
            {...bind('industry')}
          />
          <TextField
            label={EXPLORE_TEXT.lookingFor}
            placeholder={EXPLORE_TEXT.lookingForPlaceholder}
            maxLength={IDEA_LIMITS.filterValueMax}
            {...bind('lookingFor')}
          />
          <CheckboxField
            label={EXPLORE_TEXT.openForCollab}
            checked={filters.openForCollab}
            onChange={(event) => apply({ openForCollab: event.target.checked })}
            className="self-end"
          />
        </>
      }
      apply={EXPLORE_TEXT.apply}
      clear={hasFilters(filters) ? { label: EXPLORE_TEXT.clear, onClear: () => onApply(NO_FILTERS) } : null}
    />
  );
}
