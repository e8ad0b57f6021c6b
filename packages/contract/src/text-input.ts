/**
 * Text that enters the server (issue 12, item 5). Control characters have no place in what
 * people type, and a NUL cannot be stored by Postgres at all: every body, query and path string is
 * refused with E_INVALID_INPUT when it holds one. Tab, line feed and carriage return are allowed in
 * request bodies (multi-line text: messages, descriptions, comments), nowhere else.
 */
export const TEXT_INPUT_TEXT = {
  controlCharacters: 'This text contains a control character (such as NUL). Remove it and try again.',
} as const;

/** C0 controls, DEL and C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

/** The same, minus tab, line feed and carriage return (multi-line text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Invisible formatting that can disguise a file name: bidi marks, embeddings, overrides and
 * isolates (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069; `invoice\u202Efdp.exe` shows as
 * `invoiceexe.pdf`), zero-width space, non-joiner and joiner (U+200B-U+200D) and the BOM (U+FEFF).
 */
export const INVISIBLE_FORMATTING = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** The name without invisible formatting characters. */
export function stripInvisibleFormatting(text: string): string {
  return text.replace(INVISIBLE_FORMATTING, '');
}
