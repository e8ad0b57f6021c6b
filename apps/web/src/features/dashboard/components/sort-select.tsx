import {
  DASHBOARD_SORT_LABELS,
  DASHBOARD_SORTS,
  type DashboardRole,
  type DashboardSort,
  HUB_TEXT,
} from '@ibh/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { SelectControl } from '@/components/ui/select-field';
import { SORT_PARAM } from '../lib/view-param';

const OPTIONS = DASHBOARD_SORTS.map((value) => ({ value, label: DASHBOARD_SORT_LABELS[value] }));
const RECENT_ONLY = [{ value: 'recent', label: DASHBOARD_SORT_LABELS.recent }];

/**
 * Most Recent, Most Likes, Most Comments in ?sort=; professionals get Most Recent only, disabled with
 * the reason. Compact, on the heading row of the list it sorts ('Sort by' beside the select).
 */
export function SortSelect({ role, sort }: { role: DashboardRole; sort: DashboardSort }) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const hintId = `${id}-hint`;
  const pro = role === 'professional';
  const options = pro ? RECENT_ONLY : OPTIONS;
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="shrink-0 text-sm font-medium text-ink-muted">
          {HUB_TEXT.sortLabel}
        </label>
        <SelectControl
          id={id}
          value={sort}
          disabled={pro}
          aria-describedby={pro ? hintId : undefined}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value === 'recent') next.delete(SORT_PARAM);
            else next.set(SORT_PARAM, event.target.value);
            setParams(next, { replace: true });
          }}
          className="h-10 w-auto py-0 pr-9 text-sm"
          options={options}
        />
      </div>
      {pro ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {HUB_TEXT.sortProsOnly}
        </p>
      ) : null}
    </div>
  );
}
