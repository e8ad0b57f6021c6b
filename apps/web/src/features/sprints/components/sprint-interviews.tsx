import {
  OUTCOME_LABELS,
  SPRINT_OUTCOMES,
  type SprintDetail,
  type SprintOutcome,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import { useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { useDeleteInterview, useSaveInterview } from '../api/sprint-api';
import { InterviewModal } from './interview-modal';
import { InterviewSummary } from './interview-summary';

type Filter = 'all' | SprintOutcome;
const FILTERS: Filter[] = ['all', ...SPRINT_OUTCOMES];

/** Add buttons, filter chips and the sort toggle (both in the URL: f, s), the list and the modal. */
export function SprintInterviews({ sprint }: { sprint: SprintDetail }) {
  const [params, setParams] = useSearchParams();
  const f = (FILTERS as string[]).includes(params.get('f') ?? '') ? (params.get('f') as Filter) : 'all';
  const s = params.get('s') === 'asc' ? 'asc' : 'desc';
  const setParam = (key: 'f' | 's', value: string) =>
    setParams(
      (p) => {
        p.set(key, value);
        return p;
      },
      { replace: true },
    );
  const list = useMemo(() => {
    const filtered = sprint.interviews.filter((i) => f === 'all' || i.outcome === f);
    return s === 'asc' ? filtered : [...filtered].reverse();
  }, [sprint.interviews, f, s]);

  const editable = sprint.allowedActions.includes('add_interview');
  const atTarget = sprint.interviews.length >= sprint.targetCount;
  const save = useSaveInterview(sprint.id);
  const remove = useDeleteInterview(sprint.id);
  const [modal, setModal] = useState<{ index: number | null; preset: SprintOutcome | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (index: number | null, preset: SprintOutcome | null, from: HTMLElement) => {
    opener.current = from;
    setError(null);
    setModal({ index, preset });
  };

  return (
    <section aria-labelledby="interviews-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="interviews-title" className="text-base font-semibold text-ink">
          {T.interviewsTitle}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="gold"
            disabled={!editable || atTarget}
            onClick={(e) => open(null, null, e.currentTarget)}
          >
            {T.addInterview}
          </Button>
          {(['positive', 'neutral', 'negative'] as const).map((o) => (
            <Button
              key={o}
              variant="secondary"
              disabled={!editable || atTarget}
              onClick={(e) => open(null, o, e.currentTarget)}
            >
              {o === 'positive' ? T.addPositive : o === 'neutral' ? T.addNeutral : T.addNegative}
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">{T.filterLabel}</legend>
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={f === value}
              onClick={() => setParam('f', value)}
              className={cx(
                'h-10 rounded-full border px-3 text-sm',
                f === value
                  ? 'border-sapphire-600 bg-sapphire-50 text-sapphire-700'
                  : 'border-line-strong text-ink',
              )}
            >
              {value === 'all' ? T.filterAll : OUTCOME_LABELS[value]}
            </button>
          ))}
        </fieldset>
        <Button variant="ghost" onClick={() => setParam('s', s === 'desc' ? 'asc' : 'desc')}>
          {s === 'desc' ? T.sortNewest : T.sortOldest}
        </Button>
      </div>
      {sprint.interviews.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong p-4 text-sm text-ink-muted">
          {T.noInterviews}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.noMatching}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="interview-list">
          {list.map((i, index) => (
            <li key={i.id}>
              <button
                type="button"
                onClick={(e) => open(index, null, e.currentTarget)}
                className="flex w-full flex-col gap-1 rounded-card border border-line bg-surface p-3 text-left hover:bg-surface-muted"
              >
                <InterviewSummary interview={i} noWho="—" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <InterviewModal
        open={modal !== null}
        onOpenChange={(o) => {
          if (!o) setModal(null);
        }}
        returnFocus={() => opener.current}
        interviews={list}
        index={modal?.index ?? null}
        presetOutcome={modal?.preset ?? null}
        onIndexChange={(index) => setModal({ index, preset: null })}
        readOnly={!editable}
        busy={save.isPending || remove.isPending}
        error={error}
        onSave={(body, interviewId) =>
          save.mutate(
            { interviewId, body },
            {
              onSuccess: () => {
                setModal(null);
                toast.success(T.interviewSaved);
              },
              onError: (e) => setError(e.message),
            },
          )
        }
        onDelete={(interviewId) =>
          remove.mutate(interviewId, { onSuccess: () => setModal(null), onError: (e) => setError(e.message) })
        }
      />
    </section>
  );
}
