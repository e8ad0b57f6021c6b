import { POST_IDEA_TEXT, WIZARD_STEPS } from '@ibh/contract';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { TitledSection } from '@/components/page/titled-section';
import { cx } from '@/lib/cx';
import { summaryRows } from '../lib/summary';
import type { WizardValues } from '../lib/wizard-values';

interface SummaryProps {
  values: WizardValues;
  fileCount: number;
  onJump: (step: number) => void;
}

function SummaryList({ values, fileCount, onJump }: SummaryProps) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {summaryRows(values, fileCount).map((row) => (
        <li key={row.key}>
          <button
            type="button"
            onClick={() => onJump(row.step)}
            className="group flex min-h-11 w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-surface-muted"
          >
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-xs font-medium text-ink-muted">{row.label}</span>
              <span className={cx('truncate text-sm', row.value ? 'text-ink' : 'text-ink-muted italic')}>
                {row.value ?? POST_IDEA_TEXT.noValue}
              </span>
              <span className="sr-only">, {POST_IDEA_TEXT.editIn(WIZARD_STEPS[row.step] ?? '')}</span>
            </span>
            <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-muted group-hover:text-ink" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The live summary beside the form; every row opens the step that edits it. */
export function SummaryAside(props: SummaryProps) {
  return (
    <TitledSection
      id="post-idea-summary"
      title={POST_IDEA_TEXT.summary}
      className="sticky top-20 hidden rounded-card border border-line bg-surface p-4 shadow-sm lg:block"
      titleClassName="px-2 pb-2 text-sm font-semibold text-ink"
      as="aside"
    >
      <SummaryList {...props} />
    </TitledSection>
  );
}

/** On phones and tablets the summary folds into a disclosure under the form. */
export function SummaryDisclosure(props: SummaryProps) {
  return (
    <details className="group/summary rounded-card border border-line bg-surface shadow-sm lg:hidden">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {POST_IDEA_TEXT.summary}
        <ChevronDown
          aria-hidden
          className="size-4 text-ink-muted transition-transform group-open/summary:rotate-180"
        />
      </summary>
      <div className="border-t border-line px-2 py-2">
        <SummaryList {...props} />
      </div>
    </details>
  );
}
