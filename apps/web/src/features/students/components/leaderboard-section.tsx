import { buildPath, type Leader, PATHS, STUDENTS_TEXT } from '@ibh/contract';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { IconSection } from '@/components/ui/icon-section';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';

const MEDALS = ['text-gold-700', 'text-ink-muted', 'text-gold-800'];

/** The leaderboard (000 section 2) from real activity: points earned by people's public ideas. */
export function LeaderboardSection({
  leaders,
  isLoading,
}: {
  leaders: Leader[] | undefined;
  isLoading: boolean;
}) {
  return (
    <IconSection
      id="leaderboard-title"
      icon={Trophy}
      iconClassName="size-5 text-gold-700"
      title={STUDENTS_TEXT.leaderboardTitle}
      headingSize="text-xl"
      className="rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <p className="mt-1 text-sm text-ink-muted">{STUDENTS_TEXT.leaderboardIntro}</p>
      {isLoading ? (
        <div className="mt-4 flex flex-col gap-2">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-12" />
          ))}
        </div>
      ) : leaders && leaders.length > 0 ? (
        <ol className="mt-4 flex flex-col divide-y divide-line">
          {leaders.map((leader) => (
            <li key={leader.person.id} className="flex items-center gap-3 py-3">
              <span
                className={cx(
                  'w-6 text-center text-sm font-semibold tabular-nums',
                  MEDALS[leader.rank - 1] ?? 'text-ink-muted',
                )}
              >
                {leader.rank}
              </span>
              <Avatar url={leader.person.avatarUrl} name={leader.person.fullName} size={36} />
              <span className="min-w-0 flex-1">
                <Link
                  to={buildPath(PATHS.profile, { userId: leader.person.id })}
                  className="block truncate font-medium text-ink hover:underline"
                >
                  {leader.person.fullName}
                </Link>
                <span className="block truncate text-xs text-ink-muted">
                  {[
                    leader.person.country,
                    `${leader.ideas} ${leader.ideas === 1 ? 'idea' : 'ideas'}`,
                    STUDENTS_TEXT.likes(leader.likes),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <span className="text-sm font-semibold tabular-nums text-ink">
                {STUDENTS_TEXT.points(leader.points)}
              </span>
            </li>
          ))}
        </ol>
      ) : !leaders ? (
        <p className="mt-4 text-sm text-ink-muted">{STUDENTS_TEXT.leaderboardFailed}</p>
      ) : (
        <EmptyState icon={Trophy} className="mt-4">
          {STUDENTS_TEXT.leaderboardEmpty}
        </EmptyState>
      )}
      <p className="mt-3 text-xs text-ink-muted">{STUDENTS_TEXT.leaderboardPoints}</p>
    </IconSection>
  );
}
