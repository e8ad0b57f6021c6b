import { HOME, NAV_TEXT, PATHS, SHELL_TEXT } from '@ibh/contract';
import { ArrowRight, Earth, GraduationCap, Lightbulb, type LucideIcon, UsersRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';

const number = new Intl.NumberFormat('en-US');

const STATS: ReadonlyArray<{ value: number; label: string; icon: LucideIcon }> = [
  { value: HOME.studentStats.students, label: 'students', icon: UsersRound },
  { value: HOME.studentStats.countries, label: 'countries', icon: Earth },
  { value: HOME.studentStats.ideas, label: 'ideas', icon: Lightbulb },
];

const COMING = [
  'Spotlight ideas from students, filtered by country, university and field',
  'Challenges to take part in, and teammates to find',
  'Resources, a leaderboard and our campus ambassadors',
];

/** Student landing page: hero and static stats (000 section 2, Other screens). */
export default function StudentsPage() {
  return (
    <>
      <title>{`${NAV_TEXT.students} · IBH`}</title>
      <section aria-labelledby="students-title" className="py-6 sm:py-10">
        <p className="inline-flex items-center gap-2 rounded-full border border-sapphire-100 bg-sapphire-50 px-3 py-1 text-xs font-semibold tracking-wide text-sapphire-700 uppercase">
          <GraduationCap aria-hidden className="size-3.5" />
          For students
        </p>
        <h1
          id="students-title"
          className="mt-5 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
        >
          Start your first venture while you study
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">
          Post the idea you keep thinking about, test it with real interviews and meet students around the
          world who want to build it with you.
        </p>
        <ButtonLink to={PATHS.postIdea} variant="gold" size="lg" className="mt-8">
          {NAV_TEXT.postIdea}
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
      </section>

      <section aria-labelledby="stats-title" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="stats-title" className="text-lg font-semibold text-ink">
            Students on IBH
          </h2>
          {/* Static figures (000 §2): labelled as samples, like the home page's tickers. */}
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <Badge tone="gold">{SHELL_TEXT.sampleData}</Badge>
            These figures are examples, not live counts.
          </p>
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {STATS.map(({ value, label, icon: Icon }) => (
            <div key={label} className="rounded-card border border-line bg-surface p-6 shadow-sm">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted capitalize">
                <Icon aria-hidden className="size-4 text-gold-700" />
                {label}
              </dt>
              <dd className="mt-2 text-4xl font-semibold tracking-tight text-ink">{number.format(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="coming-title"
        className="mt-12 rounded-card border border-dashed border-line-strong bg-surface p-6"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="coming-title" className="text-lg font-semibold text-ink">
            More for students
          </h2>
          <Badge tone="gold">Coming soon</Badge>
        </div>
        <ul className="mt-4 grid gap-2 text-sm text-ink-muted">
          {COMING.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-500" />
              {item}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
