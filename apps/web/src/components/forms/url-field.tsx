import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** A labelled web-address input: the url keyboard, no capitals, no spell check. */
export function UrlField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="url" inputMode="url" autoCapitalize="none" spellCheck={false} {...props} />;
}
