import { ADMIN_CONSOLE_TEXT, ADMIN_UI_TEXT, type AdminTabSlug, formatMoney, PATHS } from '@ibh/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useOverview } from '../api/admin-api';

const T = ADMIN_UI_TEXT.overview;
const tabLink = (tab: AdminTabSlug) => `${PATHS.adminShop}?tab=${tab}`;

function Stat({ label, value, to }: { label: string; value: string; to?: string | undefined }) {
  const body = (
    <>
      <span className="text-sm text-ink-muted">{label}</span>
      <span className="mt-1 text-3xl font-semibold tabular-nums text-ink">{value}</span>
      {to ? (
        <span className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-sapphire-700">
          {T.open}
          <ArrowRight aria-hidden className="size-4" />
        </span>
      ) : null}
    </>
  );
  const classes = 'flex flex-col rounded-card border border-line bg-surface p-5 shadow-sm';
  return (
    <li>
      {to ? (
        <Link to={to} className={`${classes} hover:border-sapphire-600`}>
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}

/** /admin-dashboard: the overview with links into the console's tabs (issue 16). */
export function AdminOverview() {
  const query = useOverview();
  const data = query.data;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${ADMIN_CONSOLE_TEXT.dashboardTitle} · IBH`}</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {ADMIN_CONSOLE_TEXT.dashboardTitle}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">{T.intro}</p>
        </div>
        <ButtonLink to={PATHS.adminShop} variant="secondary">
          {T.console}
        </ButtonLink>
      </header>
      {query.isError ? (
        <ErrorPanel message={T.loadFailed} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Skeleton key={n} className="h-28" />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Stat label={T.openDisputes} value={String(data.openDisputes)} to={tabLink('disputes')} />
          <Stat
            label={T.pendingVerifications}
            value={String(data.pendingVerifications)}
            to={tabLink('verify-pros')}
          />
          <Stat
            label={T.pendingTestimonials}
            value={String(data.pendingTestimonials)}
            to={PATHS.adminTestimonials}
          />
          <Stat
            label={T.pendingAmbassadors}
            value={String(data.pendingAmbassadors)}
            to={PATHS.adminAmbassadors}
          />
          <Stat label={T.ordersToday} value={String(data.ordersToday)} to={tabLink('analytics')} />
          <Stat label={T.gmvToday} value={formatMoney(data.gmvTodayCents)} to={tabLink('analytics')} />
        </ul>
      )}
    </div>
  );
}
