import {
  CHECKOUT_TEXT,
  formatMoney,
  ORDER_ERROR_TEXT,
  ORDERS,
  PATHS,
  type ServiceDetail,
  type ServicePackage,
} from '@ibh/contract';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeletons } from '@/components/ui/skeletons';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useClaimBottomEdge } from '@/lib/floating-inbox';
import { useMyIdeas, usePlaceOrder, useQuote } from '../../api/place-order';
import { messageOf, newIdempotencyKey } from '../../lib/order-errors';

// Issue 29: the professional's track record beside the order, in its own chunk.
const PersonRecord = lazy(() => import('@/components/track-record/person-record'));

function Totals({ pkg, coupon }: { pkg: ServicePackage; coupon: string | null }) {
  const quote = useQuote(pkg.id, coupon);
  const data = quote.data;
  const rows: Array<[string, string]> = [
    [CHECKOUT_TEXT.subtotal, formatMoney(data?.subtotalCents ?? pkg.priceCents)],
  ];
  if (data && data.discountCents > 0)
    rows.push([CHECKOUT_TEXT.discount, `−${formatMoney(data.discountCents)}`]);
  return (
    <dl className="flex flex-col gap-1 border-t border-line pt-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="tabular-nums text-ink">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 text-base font-semibold">
        <dt>{CHECKOUT_TEXT.total}</dt>
        <dd className="tabular-nums" data-total>
          {formatMoney(data?.totalCents ?? pkg.priceCents)}
        </dd>
      </div>
    </dl>
  );
}

function CheckoutForm({ service, pkg }: { service: ServiceDetail; pkg: ServicePackage }) {
  // The floating Inbox button would cover the coupon and payment buttons on phones.
  useClaimBottomEdge();
  // One key per form: a double click, or a retry after a lost answer, is the same order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const ideas = useMyIdeas();
  const place = usePlaceOrder();
  const [ideaId, setIdeaId] = useState('');
  const [brief, setBrief] = useState('');
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const quote = useQuote(pkg.id, coupon);
  const couponError =
    coupon && quote.isError ? messageOf(quote.error, ORDER_ERROR_TEXT.couponInvalid) : undefined;
  const couponOk =
    coupon !== null && quote.isSuccess && !quote.isPlaceholderData && quote.data.coupon !== null;
  const busy = place.isPending || place.isSuccess;
  // A second click before the re-render is ignored here; the key makes any retry the same order.
  const inFlight = useRef(false);

  const applyCoupon = () => {
    const code = couponInput.trim().toUpperCase();
    setCoupon(code || null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || inFlight.current) return;
    inFlight.current = true;
    place.mutate(
      {
        packageId: pkg.id,
        ideaId: ideaId || null,
        brief: brief.trim() || null,
        couponCode: couponOk ? coupon : null,
        idempotencyKey,
      },
      {
        onError: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const ideaOptions = (ideas.data?.items ?? []).map((idea) => ({ value: idea.id, label: idea.title }));
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="checkout-title" noValidate>
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-sapphire-100 bg-sapphire-50 p-4">
        <div className="flex min-w-0 flex-col">
          <span className="text-xs font-medium tracking-wide text-ink-muted uppercase">
            {CHECKOUT_TEXT.packageLabel}
          </span>
          <span className="font-semibold text-ink" data-package-id={pkg.id}>
            {pkg.name} · {service.title}
          </span>
          <span className="text-sm text-ink-muted">{CHECKOUT_TEXT.delivery(pkg.days)}</span>
        </div>
        <span className="text-2xl font-semibold text-ink tabular-nums">{formatMoney(pkg.priceCents)}</span>
      </div>
      <Suspense fallback={null}>
        <PersonRecord userId={service.pro.id} side="pro" reviews={false} />
      </Suspense>
      <SelectField
        label={CHECKOUT_TEXT.ideaLabel}
        value={ideaId}
        placeholder={CHECKOUT_TEXT.noIdea}
        options={ideaOptions}
        onChange={(event) => setIdeaId(event.target.value)}
      />
      <TextareaField
        label={CHECKOUT_TEXT.briefLabel}
        hint={CHECKOUT_TEXT.briefHint}
        value={brief}
        maxLength={ORDERS.briefMax}
        onChange={(event) => setBrief(event.target.value)}
      />
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={CHECKOUT_TEXT.couponLabel}
          value={couponInput}
          maxLength={20}
          autoComplete="off"
          error={couponError}
          hint={couponOk && coupon ? CHECKOUT_TEXT.couponApplied(coupon) : undefined}
          onChange={(event) => setCouponInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyCoupon();
            }
          }}
        />
        <Button
          variant="secondary"
          className={couponError ? 'mb-7' : couponOk ? 'mb-5' : undefined}
          onClick={applyCoupon}
        >
          {CHECKOUT_TEXT.applyCoupon}
        </Button>
      </div>
      <Totals pkg={pkg} coupon={couponOk ? coupon : null} />
      {place.isError ? <FormAlert>{messageOf(place.error, ORDER_ERROR_TEXT.createFailed)}</FormAlert> : null}
      <Button type="submit" size="lg" disabled={busy} className="max-sm:w-full sm:self-end">
        {busy ? CHECKOUT_TEXT.redirecting : CHECKOUT_TEXT.continue}
      </Button>
      <p className="inline-flex items-start gap-1.5 text-xs text-ink-muted">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-success-600" />
        {CHECKOUT_TEXT.escrow} {CHECKOUT_TEXT.milestonesNote}
      </p>
    </form>
  );
}

/** Back to the shop, when this package cannot be bought. */
const chooseOther = (
  <ButtonLink to={PATHS.browseServices} variant="secondary">
    {CHECKOUT_TEXT.chooseOther}
  </ButtonLink>
);

/**
 * The checkout start on /shop?tab=orders&service=..&package=..: the chosen package, an optional
 * idea and brief, a coupon, then 'Continue to payment' places the order and opens the checkout.
 */
export function CheckoutStart({
  loading,
  service,
  pkg,
}: {
  loading: boolean;
  /** The service page's answer; undefined while loading or when it failed. */
  service: ServiceDetail | undefined;
  /** The chosen package of it. */
  pkg: ServicePackage | undefined;
}) {
  return (
    <CardSection id="checkout-title" title={CHECKOUT_TEXT.title} className="mb-6 gap-4">
      {loading ? (
        <Skeletons
          className="flex flex-col gap-3"
          shapes={['h-20 rounded-lg', 'h-11 rounded-lg', 'h-24 rounded-lg']}
        />
      ) : !service || !pkg ? (
        <FormAlert action={chooseOther}>{ORDER_ERROR_TEXT.packageNotFound}</FormAlert>
      ) : service.isOwner ? (
        <FormAlert tone="info" action={chooseOther}>
          {CHECKOUT_TEXT.ownService}
        </FormAlert>
      ) : (
        <CheckoutForm service={service} pkg={pkg} />
      )}
    </CardSection>
  );
}
