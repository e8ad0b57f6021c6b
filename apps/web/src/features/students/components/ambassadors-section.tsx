import { type Ambassador, SHELL_TEXT, STUDENTS_TEXT } from '@ibh/contract';
import { Badge } from '@/components/ui/badge';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { SAMPLE_AMBASSADORS } from '../lib/sample-ambassadors';
import { AmbassadorApplicationDialog } from './ambassador-application-dialog';
import { AmbassadorRail } from './ambassador-rail';

/**
 * Campus ambassadors: the approved ones on the rail, or clearly labelled samples while there are
 * none (decision 95), and the application modal.
 */
export function AmbassadorsSection({
  ambassadors,
  isLoading,
}: {
  ambassadors: Ambassador[] | undefined;
  isLoading: boolean;
}) {
  const sample = !isLoading && (ambassadors?.length ?? 0) === 0;
  const shown = sample ? SAMPLE_AMBASSADORS : (ambassadors ?? []);
  return (
    <section aria-labelledby="ambassadors-title" className="mt-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <HeadingIntro
          id="ambassadors-title"
          kind="section"
          title={STUDENTS_TEXT.ambassadorsTitle}
          intro={STUDENTS_TEXT.ambassadorsIntro}
        >
          {sample ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <Badge tone="gold">{SHELL_TEXT.sampleData}</Badge>
              {STUDENTS_TEXT.sampleAmbassadors}
            </p>
          ) : null}
        </HeadingIntro>
        <AmbassadorApplicationDialog variant="gold" />
      </div>
      <div className="mt-5">
        {isLoading ? <Skeleton className="h-36 w-full" /> : <AmbassadorRail ambassadors={shown} />}
      </div>
    </section>
  );
}
