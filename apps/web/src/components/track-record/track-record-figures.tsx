import {
  type DurationFigure,
  type RateFigure,
  TRACK_RECORD_TEXT as T,
  type TrackRecord,
} from '@ibh/contract';

type Side = 'pro' | 'buyer';
type Row = { key: string; label: string; figure: RateFigure | DurationFigure; formula: string };

function rowsOf(record: TrackRecord, side: Side): Row[] {
  if (side === 'pro') {
    const p = record.pro;
    return [
      { key: 'onTime', label: T.onTime, figure: p.onTime, formula: T.formulas.onTime },
      { key: 'revisions', label: T.revisions, figure: p.revisions, formula: T.formulas.revisions },
      { key: 'disputes', label: T.disputes, figure: p.disputes, formula: T.formulas.disputes },
      {
        key: 'firstResponse',
        label: T.firstResponse,
        figure: p.firstResponse,
        formula: T.formulas.firstResponse,
      },
    ];
  }
  const b = record.buyer;
  return [
    { key: 'approval', label: T.approval, figure: b.approval, formula: T.formulas.approval },
    { key: 'disputes', label: T.disputes, figure: b.disputes, formula: T.formulas.buyerDisputes },
  ];
}

function shownValue(figure: RateFigure | DurationFigure): string | null {
  if (figure.n === 0) return null;
  if ('rate' in figure) return figure.rate === null ? null : T.rate(figure);
  return figure.medianMinutes === null ? null : T.duration(figure.medianMinutes);
}

/**
 * A track record's figures, each with its sample size; a figure with no orders behind it reads
 * "No record yet" (never 0 %), and "How is this counted?" opens the published formulas.
 */
export function TrackRecordFigures({ record, side }: { record: TrackRecord; side: Side }) {
  const rows = rowsOf(record, side);
  const empty = rows.every((row) => row.figure.n === 0);
  return (
    <div className="flex flex-col gap-3" data-track-record={side}>
      {empty ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-ink" data-no-record>
            {T.noRecord}
          </p>
          <p className="text-sm text-ink-muted">{T.noRecordHint}</p>
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          {rows.map((row) => {
            const value = shownValue(row.figure);
            return (
              <div key={row.key} className="flex min-w-0 flex-col gap-0.5" data-figure={row.key}>
                <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{row.label}</dt>
                <dd className="flex flex-col">
                  <span className="text-lg font-semibold text-ink tabular-nums">{value ?? T.noRecord}</span>
                  <span className="text-xs text-ink-muted">{T.sample(row.figure.n)}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      <details className="group text-sm">
        <summary className="inline-flex min-h-10 cursor-pointer items-center font-medium text-sapphire-700 hover:underline">
          {T.howCounted}
        </summary>
        <div className="flex flex-col gap-1.5 pt-1 text-ink-muted">
          <p>{T.windowNote(record.windowDays)}</p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {rows.map((row) => (
              <li key={row.key}>{row.formula}</li>
            ))}
          </ul>
        </div>
      </details>
    </div>
  );
}
