/** Rules of a chip list: how many, how long, and no duplicates regardless of case. */
export interface ChipRules {
  maxItems: number;
  maxLength: number;
}

export type ChipRejection = 'empty' | 'duplicate' | 'full' | 'too_long';
export type AddChipResult =
  | { ok: true; chips: string[]; added: string }
  | { ok: false; reason: ChipRejection };

/** Trims and collapses inner spaces, so 'React  Native ' and 'React Native' are one chip. */
export function cleanChip(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export function hasChip(chips: readonly string[], value: string): boolean {
  return chips.some((chip) => same(chip, value));
}

/** Adds `raw` to the list when it is not empty, short enough, new (case-insensitive) and there is room. */
export function addChip(chips: readonly string[], raw: string, rules: ChipRules): AddChipResult {
  const value = cleanChip(raw);
  if (!value) return { ok: false, reason: 'empty' };
  if (value.length > rules.maxLength) return { ok: false, reason: 'too_long' };
  if (hasChip(chips, value)) return { ok: false, reason: 'duplicate' };
  if (chips.length >= rules.maxItems) return { ok: false, reason: 'full' };
  return { ok: true, chips: [...chips, value], added: value };
}

export function removeChip(chips: readonly string[], chip: string): string[] {
  return chips.filter((item) => item !== chip);
}

/**
 * Suggestions not chosen yet that contain the query (case-insensitive); those starting with it come
 * first, then the rest in list order; at most `max`.
 */
export function filterSuggestions(
  suggestions: readonly string[],
  chips: readonly string[],
  query: string,
  max: number,
): string[] {
  const q = cleanChip(query).toLowerCase();
  const open = suggestions.filter((s) => !hasChip(chips, s) && s.toLowerCase().includes(q));
  const starts = open.filter((s) => s.toLowerCase().startsWith(q));
  const rest = open.filter((s) => !s.toLowerCase().startsWith(q));
  return [...starts, ...rest].slice(0, max);
}
