import { EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { TitledSection } from '@/components/page/titled-section';
import type { FieldChange } from '../lib/version-diff';

/** "What changed": each changed field with its text before and after. */
export function VersionChanges({ changes, id }: { changes: FieldChange[]; id: string }) {
  return (
    <TitledSection
      id={id}
      title={T.whatChanged}
      className="flex flex-col gap-2"
      titleClassName="font-semibold text-ink"
      heading="h3"
    >
      {changes.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.noChanges}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={T.whatChanged}>
          {changes.map((c) => (
            <li key={c.field} className="rounded-lg bg-surface p-3 text-sm">
              <p className="font-medium text-ink">{T.changedField(c.field)}</p>
              <p className="break-words text-ink-muted">
                <span className="font-medium">{T.before}:</span> <del>{c.before}</del>
              </p>
              <p className="break-words text-ink">
                <span className="font-medium">{T.after}:</span> <ins className="no-underline">{c.after}</ins>
              </p>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
