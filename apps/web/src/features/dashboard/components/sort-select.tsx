import {
  DASHBOARD_SORT_LABELS,
  DASHBOARD_SORTS,
  type DashboardRole,
  type DashboardSort,
  HUB_TEXT,
} from '@ibh/contract';
import { useSearchParams } from 'react-router';
import { SelectField } from '@/components/ui/select-field';
import { SORT_PARAM } from '../lib/view-param';

const OPTIONS = DASHBOARD_SORTS.map((value) => ({ value, label: DASHBOARD_SORT_LABELS[value] }));
const RECENT_ONLY = [{ value: 'recent', label: DASHBOARD_SORT_LABELS.recent }];

/** Most Recent, Most Likes, Most Comments in ?sort=; professionals get Most Recent only, disabled with the reason. */
export function SortSelect({ role, sort }: { role: DashboardRole; sort: DashboardSort }) {
  const [params, setParams] = useSearchParams();
  const pro = role === 'professional';
  return (
    <SelectField
      label={HUB_TEXT.sortLabel}
      className="w-full sm:w-52"
      options={pro ? RECENT_ONLY : OPTIONS}
      value={sort}
      disabled={pro}
      hint={pro ? HUB_TEXT.sortProsOnly : undefined}
      onChange={(event) => {
        const next = new URLSearchParams(params);
        if (event.target.value === 'recent') next.delete(SORT_PARAM);
        else next.set(SORT_PARAM, event.target.value);
        setParams(next, { replace: true });
      }}
    />
  );
}
