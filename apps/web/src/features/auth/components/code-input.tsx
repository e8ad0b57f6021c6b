import { AUTH, AUTH_FORM_TEXT } from '@ibh/contract';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useImperativeHandle, useRef } from 'react';
import { cx } from '@/lib/cx';

export interface CodeInputHandle {
  /** Focuses a box: the first one by default. */
  focus: (index?: number) => void;
}

interface CodeInputProps {
  /** One entry per box, '' when empty. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** The visible label of the whole code (the fieldset's legend). */
  label: string;
  /** Ids describing the whole code (the intro and any message under the boxes). */
  describedById?: string | undefined;
  /** Id of the message under the boxes, when one shows: each box points to it. */
  errorId?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  ref?: Ref<CodeInputHandle>;
}

export const emptyCode = (): string[] => Array.from({ length: AUTH.otpLength }, () => '');
export const isCodeComplete = (digits: readonly string[]) => digits.every((d) => /^\d$/.test(d));

/** Stable keys for the boxes, which never reorder. */
const POSITIONS = Array.from({ length: AUTH.otpLength }, (_, index) => ({ key: `digit-${index}`, index }));
const WHOLE_CODE = new RegExp(`^\\d{${AUTH.otpLength}}$`);

/** The whole code when `text` holds exactly the code's digits (spaces aside), else null. */
export function wholeCode(text: string): string[] | null {
  const compact = text.replace(/\s/g, '');
  return WHOLE_CODE.test(compact) ? compact.split('') : null;
}

/**
 * Six single-digit boxes: digits only, typing advances, Backspace clears and goes back, arrows
 * move, and a paste (or an autofilled code) is taken only when it holds exactly six digits.
 */
export function CodeInput({
  digits,
  onChange,
  label,
  describedById,
  errorId,
  invalid,
  disabled,
  ref,
}: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const last = AUTH.otpLength - 1;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), last)];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  };

  const fillAll = (code: string[]) => {
    onChange(code);
    focusBox(last);
  };

  const handleInput = (index: number, raw: string) => {
    const whole = wholeCode(raw);
    if (whole) return fillAll(whole);
    if (raw === '') return setDigit(index, '');
    const previous = digits[index] ?? '';
    let typed = raw.replace(/\D/g, '');
    if (previous && typed.length > 1) typed = typed.replace(previous, '');
    const digit = typed.slice(-1);
    if (!digit) return; // not a digit: the box keeps its value
    setDigit(index, digit);
    if (index < last) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (digits[index]) setDigit(index, '');
        else if (index > 0) {
          setDigit(index - 1, '');
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        setDigit(index, '');
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(last);
        return;
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const whole = wholeCode(event.clipboardData.getData('text'));
    if (whole) fillAll(whole);
  };

  return (
    <fieldset aria-describedby={describedById}>
      <legend className="mb-2 text-sm font-medium text-ink">{label}</legend>
      <div className="flex gap-2 sm:gap-2.5">
        {POSITIONS.map(({ key, index }) => {
          const digit = digits[index] ?? '';
          return (
            <input
              key={key}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={AUTH_FORM_TEXT.digit(index + 1, AUTH.otpLength)}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={errorId}
              disabled={disabled}
              value={digit}
              onChange={(event) => handleInput(index, event.target.value)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={handlePaste}
              onFocus={(event) => event.target.select()}
              className={cx(
                'h-13 w-0 max-w-14 flex-1 rounded-lg border bg-surface text-center text-xl font-semibold text-ink tabular-nums shadow-xs sm:h-14',
                'focus-visible:border-sapphire-500 focus-visible:outline-offset-0 disabled:bg-surface-muted',
                invalid ? 'border-danger-600' : digit ? 'border-sapphire-500' : 'border-line-strong',
              )}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
