import { SECOND_FACTOR } from '@ibh/contract';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A 6-digit code from an authenticator app: numeric keypad, the browser's one-time-code autofill,
 * digits only.
 */
export function OneTimeCodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={SECOND_FACTOR.totpDigits}
      inputClassName="font-mono tracking-[0.3em] sm:max-w-48"
      {...props}
    />
  );
}
