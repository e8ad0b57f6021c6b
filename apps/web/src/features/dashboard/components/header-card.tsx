import { type DashboardOverview, HUB_TEXT, PROFILE_TEXT } from '@ibh/contract';
import { Briefcase, MapPin } from 'lucide-react';
import { IconLabel } from '@/components/page/icon-label';
import { Avatar } from '@/components/ui/avatar';
import { RoleBadge, VerifiedBadge } from '@/components/ui/role-badge';
import { formatStat, headerName } from '../lib/format';

/** Avatar, name, role badge, profession and country, with the role's stats beside them. */
export function HeaderCard({ overview }: { overview: DashboardOverview }) {
  const { header, stats } = overview;
  const name = headerName(header);
  return (
    <section
      aria-labelledby="hub-name"
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-sm lg:flex-row lg:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Avatar url={header.avatarUrl} name={name} size={64} />
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 id="hub-name" className="text-xl font-semibold tracking-tight break-words text-ink">
            {name}
          </h2>
          <div className="flex flex-wrap items-center gap-1.5">
            <RoleBadge slug={overview.role} />
            {header.isVerified ? <VerifiedBadge label={PROFILE_TEXT.verifiedBadge} /> : null}
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            {header.profession ? <IconLabel icon={Briefcase}>{header.profession}</IconLabel> : null}
            {header.country ? <IconLabel icon={MapPin}>{header.country}</IconLabel> : null}
          </div>
        </div>
      </div>
      <dl aria-label={HUB_TEXT.statsLabel} className="grid grid-cols-3 gap-2 sm:gap-3 lg:w-[26rem]">
        {stats.map((stat) => (
          <div key={stat.key} className="flex flex-col-reverse rounded-lg bg-surface-muted px-3 py-2.5">
            <dt className="text-xs leading-snug text-ink-muted">{stat.label}</dt>
            <dd className="text-xl font-semibold text-ink tabular-nums">{formatStat(stat)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
