import {
  BROWSE_SCREEN_TEXT,
  type BrowseSort,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  SHOP_LIMITS,
  SHOP_TEXT,
} from '@ibh/contract';
import { useState } from 'react';
import { useDraft } from '@/components/forms/use-draft';
import { FilterForm } from '@/components/lists/filter-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  type BrowseFilters,
  effectiveSort,
  hasFilters,
  NO_FILTERS,
  parseWhole,
  sortChoices,
} from '../../lib/browse-filters';

const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((category) => ({
  value: category,
  label: SERVICE_CATEGORY_LABELS[category],
}));

const text = (value: number | null) => (value === null ? '' : String(value));

interface Draft {
  minPrice: string;
  maxPrice: string;
  maxDays: string;
}

/** The typed numbers checked: whole numbers in range, min not above max. */
function checkDraft(draft: Draft) {
  const minPrice = parseWhole(draft.minPrice, SHOP_LIMITS.priceFilterMaxDollars);
  const maxPrice = parseWhole(draft.maxPrice, SHOP_LIMITS.priceFilterMaxDollars);
  const days = parseWhole(draft.maxDays, SHOP_LIMITS.daysMax);
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (minPrice === undefined) errors.minPrice = BROWSE_SCREEN_TEXT.wholeNumber;
  if (maxPrice === undefined) errors.maxPrice = BROWSE_SCREEN_TEXT.wholeNumber;
  if (days === undefined || days === 0) errors.maxDays = BROWSE_SCREEN_TEXT.wholeNumber;
  if (typeof minPrice === 'number' && typeof maxPrice === 'number' && minPrice > maxPrice) {
    errors.maxPrice = BROWSE_SCREEN_TEXT.priceRange;
  }
  return { errors, minPrice: minPrice ?? null, maxPrice: maxPrice ?? null, maxDays: days || null };
}

/**
 * Search, filters and sort. The search applies as typing pauses; choices (category, verified only,
 * sort) at once; the typed numbers with Enter or Apply filters. The parent remounts it when the
 * URL's filters change, so the typed numbers always start from the URL.
 */
export function BrowseFiltersForm({
  filters,
  onApply,
}: {
  filters: BrowseFilters;
  /** Merges the change into the URL's filters. */
  onApply: (change: Partial<BrowseFilters>, options?: { replace?: boolean }) => void;
}) {
  const { draft, bind } = useDraft<Draft>({
    minPrice: text(filters.minPrice),
    maxPrice: text(filters.maxPrice),
    maxDays: text(filters.maxDays),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const startOpen = filters.minPrice !== null || filters.maxPrice !== null || filters.maxDays !== null;

  const apply = (change: Partial<BrowseFilters>) => {
    const checked = checkDraft(draft);
    setErrors(checked.errors);
    const typed = Object.keys(checked.errors).length
      ? {}
      : { minPrice: checked.minPrice, maxPrice: checked.maxPrice, maxDays: checked.maxDays };
    onApply({ ...typed, ...change });
  };
  const numberField = (key: keyof Draft, label: string, max: number) => (
    <TextField
      label={label}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={String(max).length}
      placeholder={BROWSE_SCREEN_TEXT.any}
      error={errors[key]}
      {...bind(key)}
    />
  );

  return (
    <FilterForm
      label={BROWSE_SCREEN_TEXT.filters}
      onSubmit={() => apply({})}
      noValidate
      startOpen={startOpen}
      moreFilters={BROWSE_SCREEN_TEXT.moreFilters}
      main={
        <>
          <SearchBox
            value={filters.q}
            onSearch={(q) => onApply({ q }, { replace: true })}
            label={BROWSE_SCREEN_TEXT.search}
            placeholder={SHOP_TEXT.searchPlaceholder}
            maxLength={SHOP_LIMITS.searchQueryMax}
          />
          <SelectField
            label={BROWSE_SCREEN_TEXT.category}
            options={CATEGORY_OPTIONS}
            placeholder={SHOP_TEXT.allCategories}
            value={filters.category}
            onChange={(event) => apply({ category: event.target.value as BrowseFilters['category'] })}
          />
          <SelectField
            label={SHOP_TEXT.sortLabel}
            options={sortChoices(filters).map((sort) => ({ value: sort, label: SHOP_TEXT.sorts[sort] }))}
            value={effectiveSort(filters)}
            onChange={(event) => apply({ sort: event.target.value as BrowseSort })}
          />
        </>
      }
      more={
        <>
          {numberField('minPrice', SHOP_TEXT.minPrice, SHOP_LIMITS.priceFilterMaxDollars)}
          {numberField('maxPrice', SHOP_TEXT.maxPrice, SHOP_LIMITS.priceFilterMaxDollars)}
          {numberField('maxDays', SHOP_TEXT.maxDays, SHOP_LIMITS.daysMax)}
        </>
      }
      after={
        <CheckboxField
          label={SHOP_TEXT.verifiedOnly}
          checked={filters.verifiedOnly}
          onChange={(event) => apply({ verifiedOnly: event.target.checked })}
          className="self-end"
        />
      }
      apply={BROWSE_SCREEN_TEXT.apply}
      clear={
        hasFilters(filters)
          ? { label: SHOP_TEXT.clearFilters, onClear: () => onApply({ ...NO_FILTERS, sort: filters.sort }) }
          : null
      }
    />
  );
}
