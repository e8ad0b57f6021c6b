import { TextField, type TextFieldProps } from './text-field';

/** The browser's input rules for an amount in dollars and cents. */
export const DOLLARS_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

/** A typed value below zero becomes 0 as it is typed (001 section 5). */
export const notBelowZero = (value: string) => (value.trim().startsWith('-') ? '0' : value);

/** A labelled number input for an amount in dollars and cents (0 or more unless `min` says else). */
export function DollarsField(props: TextFieldProps) {
  return <TextField {...DOLLARS_INPUT} {...props} />;
}
