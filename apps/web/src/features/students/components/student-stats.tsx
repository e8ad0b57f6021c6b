import { STUDENTS_TEXT, type StudentsPage } from '@ibh/contract';
import { Earth, Lightbulb, type LucideIcon, UsersRound } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

const number = new Intl.NumberFormat('en-US');
const STATS: ReadonlyArray<{ key: keyof StudentsPage['stats']; icon: LucideIcon }> = [
  { key: 'people', icon: UsersRound },
  { key: 'countries', icon: Earth },
  { key: 'ideas', icon: Lightbulb },
];

/** The stats (000 section 2), counted from the network: members, their countries, public ideas. */
export function StudentStats({ stats }: { stats: StudentsPage['stats'] | undefined }) {
  return (
    <section aria-labelledby="stats-title" className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="stats-title" className="text-lg font-semibold text-ink">
          {STUDENTS_TEXT.statsTitle}
        </h2>
        <p className="text-sm text-ink-muted">{STUDENTS_TEXT.statsNote}</p>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {STATS.map(({ key, icon: Icon }) => (
          <div key={key} className="rounded-card border border-line bg-surface p-6 shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted capitalize">
              <Icon aria-hidden className="size-4 text-gold-700" />
              {STUDENTS_TEXT.stats[key]}
            </dt>
            <dd className="mt-2 text-4xl font-semibold tracking-tight text-ink">
              {stats ? number.format(stats[key]) : <Skeleton className="h-10 w-24" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
