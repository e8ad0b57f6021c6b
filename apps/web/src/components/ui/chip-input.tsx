import { CHIP_INPUT_TEXT } from '@ibh/contract';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { cx } from '@/lib/cx';
import {
  addChip,
  type ChipRejection,
  type ChipRules,
  cleanChip,
  filterSuggestions,
  hasChip,
  removeChip,
} from './chip-rules';
import { describedBy, FieldError } from './text-field';

export interface ChipInputProps extends ChipRules {
  label: string;
  value: readonly string[];
  onChange: (chips: string[]) => void;
  suggestions?: readonly string[];
  /** How many suggestions to list at most. */
  maxSuggestions: number;
  hint?: string;
  error?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  className?: string;
}

interface Option {
  id: string;
  value: string;
  label: string;
  isNew: boolean;
}

const REJECTIONS: Record<Exclude<ChipRejection, 'empty'>, (value: string, rules: ChipRules) => string> = {
  duplicate: (value) => CHIP_INPUT_TEXT.duplicate(value),
  full: (_, rules) => CHIP_INPUT_TEXT.full(rules.maxItems),
  too_long: (_, rules) => CHIP_INPUT_TEXT.tooLong(rules.maxLength),
};

/**
 * A multi-select of chips with search or typing (a combobox over the suggestions). Enter or a comma
 * adds what is typed or the highlighted suggestion and closes the suggestions, Backspace in an empty
 * box removes the last chip, arrows move through the suggestions, Escape closes them. Changes are announced politely.
 */
export function ChipInput({
  label,
  value,
  onChange,
  suggestions = [],
  maxSuggestions,
  maxItems,
  maxLength,
  hint,
  error,
  name,
  inputRef,
  onBlur,
  className,
}: ChipInputProps) {
  const base = useId();
  const inputId = `${base}-input`;
  const listId = `${base}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState('');
  const rules = { maxItems, maxLength };
  const full = value.length >= maxItems;

  const typed = cleanChip(query);
  const matches = filterSuggestions(suggestions, value, query, maxSuggestions);
  const offerTyped =
    typed !== '' && !hasChip(value, typed) && !matches.some((m) => m.toLowerCase() === typed.toLowerCase());
  const options: Option[] = [
    ...(offerTyped
      ? [{ id: `${base}-new`, value: typed, label: CHIP_INPUT_TEXT.add(typed), isNew: true }]
      : []),
    ...matches.map((m, i) => ({ id: `${base}-opt-${i}`, value: m, label: m, isNew: false })),
  ];
  const listOpen = open && !full && options.length > 0;
  const activeOption = listOpen ? options[active] : undefined;

  const add = (raw: string) => {
    const result = addChip(value, raw, rules);
    if (result.ok) {
      onChange(result.chips);
      setAnnouncement(CHIP_INPUT_TEXT.added(result.added));
      setNotice('');
      setQuery('');
      setActive(-1);
      // The suggestions close with the chip added, so they never cover what follows (Continue);
      // typing or an arrow key opens them again.
      setOpen(false);
    } else if (result.reason !== 'empty') {
      setNotice(REJECTIONS[result.reason](cleanChip(raw), rules));
    }
  };
  const remove = (chip: string) => {
    onChange(removeChip(value, chip));
    setAnnouncement(CHIP_INPUT_TEXT.removed(chip));
    setNotice('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === ',') {
      if (event.key === 'Enter' && !activeOption && !typed) return;
      event.preventDefault();
      add(activeOption ? activeOption.value : query);
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      remove(value[value.length - 1] as string);
    } else if (event.key === 'Escape' && listOpen) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  return (
    <div className={cx('relative flex flex-col gap-1.5', className)}>
      <div className="flex min-h-6 items-end justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {label}
        </label>
        <span className="text-xs text-ink-muted">{CHIP_INPUT_TEXT.count(value.length, maxItems)}</span>
      </div>
      <div
        className={cx(
          'flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border border-line-strong bg-surface px-2 py-1.5 shadow-xs',
          'focus-within:border-sapphire-500 focus-within:outline-3 focus-within:outline-sapphire-500',
          error && 'border-danger-600',
        )}
      >
        {value.length > 0 ? (
          <ul aria-label={CHIP_INPUT_TEXT.selected(label)} className="contents">
            {value.map((chip) => (
              <li
                key={chip}
                className="inline-flex items-center gap-0.5 rounded-full bg-sapphire-50 py-0.5 pr-0.5 pl-2.5 text-sm text-sapphire-700"
              >
                {chip}
                <button
                  type="button"
                  onClick={() => remove(chip)}
                  aria-label={CHIP_INPUT_TEXT.remove(chip)}
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-sapphire-100"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={listOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : null, error && errorId)}
          maxLength={maxLength}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setNotice('');
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          className="h-8 min-w-32 flex-1 bg-transparent px-1 text-base text-ink outline-none placeholder:text-ink-muted/80"
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!listOpen}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-60 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern; focus stays in the input (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter choose options.
          <div
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add(option.value)}
            className={cx(
              'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-ink',
              index === active ? 'bg-sapphire-50' : 'hover:bg-surface-muted',
            )}
          >
            {option.isNew ? <Plus aria-hidden className="size-4 text-ink-muted" /> : null}
            {option.label}
          </div>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <p aria-live="polite" className={notice ? 'text-xs font-medium text-gold-800' : 'sr-only'}>
        {notice || announcement}
      </p>
    </div>
  );
}
