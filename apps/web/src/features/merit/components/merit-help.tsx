import {
  isProfessionalRole,
  MERIT,
  MERIT_AXES,
  MERIT_AXIS_LABELS,
  MERIT_FAST_RESPONSE_HOURS,
  MERIT_FORMULA,
  MERIT_GOALS,
  MERIT_KINDS,
  MERIT_TEXT,
  type MyMeritInputs,
} from '@ibh/contract';
import { TitledSection } from '@/components/page/titled-section';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { cx } from '@/lib/cx';
import { useMyMeritInputs } from '../api/merit-queries';
import { MeritBars } from './merit-bars';
import { MeritTotal } from './merit-total';

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

interface Column {
  label: string;
  /** A column of numbers: its heading sits right, over them. */
  numeric?: boolean;
}

const FORMULA_COLUMNS: Column[] = [
  { label: 'Event' },
  { label: 'What counts' },
  { label: 'Points', numeric: true },
];
const EVENT_COLUMNS: Column[] = [
  { label: 'Event' },
  { label: 'Count', numeric: true },
  { label: 'Points', numeric: true },
  { label: `Last ${MERIT.recentDays} days`, numeric: true },
];

/** The column headings of the page's tables: apart by a gutter but the last. */
function ColumnHeads({ columns }: { columns: Column[] }) {
  return (
    <thead className="text-ink-muted">
      <tr className="border-b border-line">
        {columns.map(({ label, numeric }, index) => (
          <th
            key={label}
            scope="col"
            className={cx(
              'py-2',
              index < columns.length - 1 && 'pr-3',
              numeric && 'text-right',
              'font-medium',
            )}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** /help/merit: the published formula, from the contract's constants, and a professional's own inputs. */
export function MeritHelp() {
  const { user } = useAuth();
  const isPro = isProfessionalRole(user?.role);
  return (
    <article
      aria-labelledby="merit-help-title"
      className="mx-auto flex max-w-3xl flex-col gap-8 py-8 sm:py-12"
    >
      <title>{`${MERIT_TEXT.helpTitle} · IBH`}</title>
      <header className="flex flex-col gap-3">
        <h1 id="merit-help-title" className="text-3xl font-semibold tracking-tight text-ink">
          {MERIT_TEXT.helpTitle}
        </h1>
        <p className="text-ink-muted">
          Merit shows what a verified professional has done on IBH, counted from the record rather than from
          ratings. Every event below adds or takes away points on one of three axes. The total is every point
          a professional has earned (an axis never counts below zero); the three bars show the last{' '}
          {MERIT.recentDays} days against a goal, so they fill with recent work and empty again without it.
        </p>
      </header>

      {isPro ? <MyInputs /> : null}

      {MERIT_AXES.map((axis) => (
        <section key={axis} aria-labelledby={`axis-${axis}`} className="flex flex-col gap-3">
          <h2 id={`axis-${axis}`} className="text-xl font-semibold text-ink">
            {MERIT_AXIS_LABELS[axis]}
            <span className="ml-2 text-sm font-normal text-ink-muted">
              {`goal: ${MERIT_GOALS[axis]} points in ${MERIT.recentDays} days`}
            </span>
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-sm">
              <ColumnHeads columns={FORMULA_COLUMNS} />
              <tbody>
                {MERIT_KINDS.filter((kind) => MERIT_FORMULA[kind].axis === axis).map((kind) => (
                  <tr key={kind} className="border-b border-line/60 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium text-ink">
                      {MERIT_FORMULA[kind].label}
                    </th>
                    <td className="py-2 pr-3 text-ink-muted">{MERIT_FORMULA[kind].rule}</td>
                    <td
                      className={`py-2 text-right font-semibold tabular-nums ${MERIT_FORMULA[kind].points < 0 ? 'text-danger-600' : 'text-sapphire-700'}`}
                    >
                      {signed(MERIT_FORMULA[kind].points)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}

      <TitledSection
        id="merit-rules"
        title="How it is counted"
        className="flex flex-col gap-2 text-sm text-ink-muted"
        look="xl"
      >
        <ul className="list-disc space-y-1 pl-5">
          <li>{`A bar is the axis's points from the last ${MERIT.recentDays} days divided by its goal, between empty and full. An empty bar reads "${MERIT_TEXT.noActivity}".`}</li>
          <li>{`A fast first response is one within ${MERIT_FAST_RESPONSE_HOURS} hours of payment.`}</li>
          <li>
            Points come from the record itself (orders, evidence, comments, workspaces) the moment it changes,
            so nobody can award them by hand.
          </li>
          <li>Only verified professionals have a merit card. Numbers from 1,000 are shortened: 1.2k, 12k.</li>
          <li>
            {`Top Merit Professionals on the home page ranks verified professionals by total merit, then recent Deliver points, then name. Up to ${MERIT.topShown} are shown; when there are at least ${MERIT.topRotateMinShown}, the top places take turns day by day. Recently verified professionals appear as rising professionals when most of those shown have been quiet.`}
          </li>
        </ul>
      </TitledSection>
    </article>
  );
}

function MyInputs() {
  const query = useMyMeritInputs(true);
  return (
    <TitledSection
      id="my-merit"
      title="Your merit"
      className="flex flex-col gap-4 rounded-card border border-sapphire-100 bg-sapphire-50/50 p-4 sm:p-5"
      look="xl"
    >
      {query.isError ? (
        <ErrorPanel
          message={MERIT_TEXT.loadFailed}
          onRetry={() => void query.refetch()}
          retryLabel={MERIT_TEXT.retry}
        />
      ) : query.isPending ? (
        <div role="status" aria-label="Loading your merit" className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <MyInputsTable data={query.data} />
      )}
    </TitledSection>
  );
}

function MyInputsTable({ data }: { data: MyMeritInputs }) {
  const counted = data.inputs.filter((input) => input.count > 0);
  return (
    <>
      {data.merit ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
          <MeritTotal total={data.merit.lifetimeTotal} size="page" />
          <MeritBars merit={data.merit} />
        </div>
      ) : (
        <p className="text-sm text-ink-muted">
          Your points are counted already; your merit card appears once your profile is verified.
        </p>
      )}
      {counted.length === 0 ? (
        <p className="text-sm text-ink-muted">
          No merit events yet. Deliver an order, co-sign evidence or join a discussion to start.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left text-sm">
            <caption className="sr-only">Your merit events by kind</caption>
            <ColumnHeads columns={EVENT_COLUMNS} />
            <tbody>
              {counted.map((input) => (
                <tr key={input.kind} className="border-b border-line/60">
                  <th scope="row" className="py-2 pr-3 font-medium text-ink">
                    {MERIT_FORMULA[input.kind].label}
                    <span className="ml-1 text-xs font-normal text-ink-muted">{`(${MERIT_AXIS_LABELS[input.axis]})`}</span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{input.count}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{signed(input.points)}</td>
                  <td className="py-2 text-right tabular-nums">{signed(input.recentPoints)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
