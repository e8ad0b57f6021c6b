import { ADMIN_COUPON_TEXT as T } from '@ibh/contract';
import { LoadingSkeletons } from '@/components/ui/skeletons';
import { useCoupons } from '../api/admin-tools';
import { CouponForm } from '../components/coupon-form';
import { CouponList } from '../components/coupon-list';
import { LoadErrorPanel } from '../components/load-error-panel';

/** /admin/shop?tab=coupons: create coupons, and the list with usage, status and the active switch. */
export default function CouponsTab() {
  const coupons = useCoupons();
  return (
    <section aria-labelledby="coupons-title" className="flex flex-col gap-6">
      <h2 id="coupons-title" className="text-lg font-semibold text-ink">
        {T.title}
      </h2>
      <CouponForm />
      {coupons.isPending ? (
        <LoadingSkeletons label={T.loading} shapes={['h-24', 'h-24']} className="flex flex-col gap-3" />
      ) : coupons.isError ? (
        <LoadErrorPanel message={T.loadFailed} retry={T.retry} onRetry={() => void coupons.refetch()} />
      ) : (
        <CouponList coupons={coupons.data.coupons} />
      )}
    </section>
  );
}
