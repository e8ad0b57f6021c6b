import {
  type AdminCoupon,
  type CouponDisplayStatus,
  formatMoney,
  ADMIN_COUPON_TEXT as T,
} from '@ibh/contract';
import { Ticket } from 'lucide-react';
import toast from 'react-hot-toast';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/dates';
import { withDetail } from '@/lib/form-errors';
import { useSetCouponActive } from '../api/admin-tools';

const TONE: Record<CouponDisplayStatus, BadgeTone> = {
  Active: 'success',
  Inactive: 'neutral',
  Expired: 'danger',
  'Maxed Out': 'neutral',
};

function discountOf(c: AdminCoupon): string {
  if (c.discountType === 'fixed') return `${formatMoney(c.discountValue)} off`;
  const cap = c.maxDiscountCents === null ? '' : ` (max ${formatMoney(c.maxDiscountCents)})`;
  return `${c.discountValue}% off${cap}`;
}

function CouponRow({ coupon }: { coupon: AdminCoupon }) {
  const toggle = useSetCouponActive();
  // The button is the server's allowedActions (the coupon table's switch).
  const action = coupon.allowedActions[0];
  const next = action === 'activate';
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold text-ink">{coupon.code}</span>
          <Badge tone={TONE[coupon.status]}>{coupon.status}</Badge>
        </div>
        <p className="mt-1 text-sm text-ink">
          {discountOf(coupon)}
          {coupon.minOrderCents > 0
            ? ` · ${T.labels.minOrder.replace(' ($)', '')} ${formatMoney(coupon.minOrderCents)}`
            : ''}
        </p>
        {coupon.description ? <p className="mt-0.5 text-sm text-ink-muted">{coupon.description}</p> : null}
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
          <div className="flex gap-1">
            <dt>{T.labels.usage}:</dt>
            <dd className="text-ink">
              {coupon.usedCount} / {coupon.maxUses ?? T.unlimited}
              {coupon.discountGivenCents > 0 ? ` · ${formatMoney(coupon.discountGivenCents)}` : ''}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{T.labels.validUntil}:</dt>
            <dd className="text-ink">
              {coupon.validUntil ? formatDate(coupon.validUntil, { utc: true }) : T.noExpiry}
            </dd>
          </div>
        </dl>
      </div>
      {action ? (
        <Button
          variant={next ? 'primary' : 'secondary'}
          disabled={toggle.isPending}
          aria-label={`${next ? T.activate : T.deactivate} ${coupon.code}`}
          onClick={() =>
            toggle.mutate(
              { couponId: coupon.id, active: next },
              {
                onSuccess: () => toast.success(next ? T.activated : T.deactivated),
                onError: (error) => toast.error(withDetail(T.updateFailed, error)),
              },
            )
          }
        >
          {next ? T.activate : T.deactivate}
        </Button>
      ) : null}
    </li>
  );
}

export function CouponList({ coupons }: { coupons: AdminCoupon[] }) {
  if (coupons.length === 0) return <EmptyState icon={Ticket} title={T.empty} />;
  return (
    <ul className="flex flex-col gap-3" aria-label={T.title}>
      {coupons.map((coupon) => (
        <CouponRow key={coupon.id} coupon={coupon} />
      ))}
    </ul>
  );
}
