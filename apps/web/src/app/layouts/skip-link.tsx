import { SHELL_TEXT } from '@ibh/contract';

export const MAIN_ID = 'main';

/** First focusable element on every page: jumps past the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2.5 focus:font-medium focus:text-ink focus:shadow-lg"
    >
      {SHELL_TEXT.skipToContent}
    </a>
  );
}
