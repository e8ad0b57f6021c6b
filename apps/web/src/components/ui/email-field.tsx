import { TextField, type TextFieldProps } from './text-field';

/** An email address field: the email keyboard and autofill, no autocapitalising or spellcheck. */
export function EmailField(props: TextFieldProps) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
