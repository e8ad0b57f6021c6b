import { buildPath, PATHS, PRO_PAGE_TEXT, PROFILE_PAGE_TEXT, type ProProfile } from '@ibh/contract';
import { ArrowRight, BadgeCheck, ShieldQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { formatMonthYear } from '@/lib/dates';
import { impactOutOfTen } from '@/lib/impact';
import { useProProfile } from '../../api/pro-profile';
import { ProfileQueryError, ProfileSkeleton } from './profile-states';

const AVATAR_SIZE = 96;
/** Width of the impact bar: the score out of 10 as a percentage. */
const IMPACT_SCALE = 10;

export { impactOutOfTen };

function ProContent({
  pro,
  meritSlot,
}: {
  pro: ProProfile;
  meritSlot?: ((pro: ProProfile) => ReactNode) | undefined;
}) {
  const impact = impactOutOfTen(pro.impactScore);
  return (
    <section
      aria-labelledby="pro-name"
      className="flex flex-col gap-6 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar url={pro.avatarUrl} name={pro.fullName} size={AVATAR_SIZE} />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-xs font-semibold tracking-wide text-sapphire-700 uppercase">
            {PRO_PAGE_TEXT.title}
          </p>
          <h1
            id="pro-name"
            className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl"
          >
            {pro.fullName}
          </h1>
          {pro.verified ? (
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="success" className="self-start">
                <BadgeCheck aria-hidden className="size-3.5" />
                {PRO_PAGE_TEXT.verified}
              </Badge>
              {meritSlot?.(pro)}
            </div>
          ) : (
            <Badge className="self-start">
              <ShieldQuestion aria-hidden className="size-3.5" />
              {PRO_PAGE_TEXT.notVerified}
            </Badge>
          )}
        </div>
      </div>
      {pro.headline ? <p className="text-lg text-ink">{pro.headline}</p> : null}
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <div>
          <h2 className="text-sm font-semibold text-ink">{PRO_PAGE_TEXT.impact}</h2>
          <p className="mt-2 text-3xl font-semibold text-ink tabular-nums">
            {PRO_PAGE_TEXT.impactValue(impact)}
          </p>
          <div aria-hidden className="mt-3 h-2 w-full overflow-hidden rounded-full bg-surface-muted">
            <div
              className="h-full rounded-full bg-gold-400"
              style={{ width: `${Number(impact) * IMPACT_SCALE}%` }}
            />
          </div>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-ink">{PRO_PAGE_TEXT.categories}</h2>
          {pro.categories.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {pro.categories.map((category) => (
                <li key={category}>
                  <Badge tone="sapphire">{category}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-ink-muted">{PRO_PAGE_TEXT.noCategories}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <p className="text-sm text-ink-muted">
          {PROFILE_PAGE_TEXT.memberSince(formatMonthYear(new Date(pro.createdAt)))}
        </p>
        <ButtonLink to={buildPath(PATHS.profile, { userId: pro.userId })} variant="secondary">
          {PRO_PAGE_TEXT.fullProfile}
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}

/** /pro/:id: a professional's headline, categories, impact score out of 10 and verification. */
export function ProProfileView({
  userId,
  meritSlot,
}: {
  userId: string;
  /** Beside the verified badge: the page puts the merit card's trigger there (issue 19). */
  meritSlot?: (pro: ProProfile) => ReactNode;
}) {
  const pro = useProProfile(userId);
  if (pro.isError) return <ProfileQueryError query={pro} />;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <title>{`${pro.data?.fullName ?? PRO_PAGE_TEXT.title} · IBH`}</title>
      {pro.isPending ? <ProfileSkeleton /> : <ProContent pro={pro.data} meritSlot={meritSlot} />}
    </div>
  );
}
