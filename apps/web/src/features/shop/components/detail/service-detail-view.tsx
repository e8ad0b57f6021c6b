import {
  buildPath,
  formatMoney,
  PATHS,
  SERVICE_DETAIL_TEXT,
  SERVICE_SCREEN_TEXT,
  type ServiceDetail,
  SHOP_QUERY,
} from '@ibh/contract';
import { Check, Clock, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { isMissing, useService } from '../../api/service';
import { hireLink } from '../../lib/hire-link';
import { chosenPackage, toServiceView } from '../../lib/service-view';
import { PackagePicker } from './package-picker';
import { ServiceLoadError, ServiceNotFound, ServiceSkeleton } from './service-states';

// Issue 29: the expert's track record and this service's reviews, in their own chunk.
const PersonRecord = lazy(() => import('@/components/track-record/person-record'));
const ServiceReviews = lazy(() =>
  import('@/components/track-record/person-record').then((m) => ({ default: m.ServiceReviews })),
);

const AVATAR_SIZE = 64;
const EXPERT_AVATAR_SIZE = 48;

function ServiceContent({ detail }: { detail: ServiceDetail }) {
  const [params, setParams] = useSearchParams();
  const view = toServiceView(detail);
  // The choice is kept here at once (a radio group stays in step with the keys) and in the URL.
  const [chosenId, setChosenId] = useState(() => params.get(SHOP_QUERY.package));
  const chosen = chosenPackage(view.packages, chosenId);
  const choose = (packageId: string) => {
    setChosenId(packageId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SHOP_QUERY.package, packageId);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const priceCents = chosen?.priceCents ?? detail.fromCents;
  const etaDays = chosen?.days ?? view.etaDays;
  const proPath = buildPath(PATHS.proProfile, { id: view.expertId });

  return (
    <div className="flex flex-col gap-6">
      <title>{`${view.title} · IBH`}</title>
      {detail.isOwner && !detail.listed ? (
        <FormAlert tone="info">{SERVICE_SCREEN_TEXT.draftNote}</FormAlert>
      ) : null}
      <header className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8">
        <div className="flex items-start gap-4">
          <Avatar url={view.expertAvatar} name={view.expertName} size={AVATAR_SIZE} />
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">
              {view.title}
            </h1>
            <p className="text-sm text-ink-muted">
              {SERVICE_DETAIL_TEXT.byLine(view.expertName, view.category)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          <dl className="flex gap-8">
            <div>
              <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">
                {SERVICE_SCREEN_TEXT.price}
              </dt>
              <dd className="text-2xl font-semibold text-ink tabular-nums">
                {priceCents === null ? '—' : formatMoney(priceCents)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">
                {SERVICE_SCREEN_TEXT.eta}
              </dt>
              <dd className="inline-flex items-center gap-1.5 text-2xl font-semibold text-ink">
                <Clock aria-hidden className="size-5 text-ink-muted" />
                {SERVICE_DETAIL_TEXT.etaDays(etaDays)}
              </dd>
            </div>
          </dl>
          <div className="flex flex-col gap-2 sm:ml-auto sm:items-end">
            <ButtonLink to={hireLink(view.id, chosen?.id)} size="lg" className="max-sm:w-full">
              {SERVICE_DETAIL_TEXT.hire}
            </ButtonLink>
            <p className="inline-flex items-center gap-1.5 text-xs text-ink-muted">
              <ShieldCheck aria-hidden className="size-4 shrink-0 text-success-600" />
              {SERVICE_DETAIL_TEXT.escrowNote}
            </p>
          </div>
        </div>
      </header>

      {view.bannerUrl ? (
        <img
          src={view.bannerUrl}
          alt={SERVICE_SCREEN_TEXT.banner(view.title)}
          className="aspect-[3/1] w-full rounded-card border border-line bg-surface-muted object-cover"
        />
      ) : (
        <div
          aria-hidden
          className="aspect-[3/1] w-full rounded-card border border-line bg-gradient-to-br from-sapphire-100 via-surface to-gold-50"
        />
      )}

      {view.packages.length > 0 ? (
        <PackagePicker packages={view.packages} chosenId={chosen?.id} onChoose={choose} />
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <CardSection title={SERVICE_DETAIL_TEXT.aboutService} className="gap-3">
            <p className="text-base whitespace-pre-line break-words text-ink">{view.description}</p>
          </CardSection>
          <CardSection title={SERVICE_DETAIL_TEXT.whatYouGet} className="gap-3">
            <ul className="flex flex-col gap-2">
              {view.deliverables.map((item) => (
                <li key={item} className="flex gap-2 text-base text-ink">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-success-600" />
                  <span className="break-words">{item}</span>
                </li>
              ))}
            </ul>
          </CardSection>
          <Suspense fallback={null}>
            <ServiceReviews userId={view.expertId} serviceId={view.id} />
          </Suspense>
        </div>
        <div className="flex flex-col gap-6">
          <CardSection title={SERVICE_DETAIL_TEXT.aboutExpert} className="gap-3">
            <div className="flex items-center gap-3">
              <Avatar url={view.expertAvatar} name={view.expertName} size={EXPERT_AVATAR_SIZE} />
              <Link to={proPath} className="font-medium text-sapphire-700 hover:underline">
                {view.expertName}
              </Link>
            </div>
            <p className="text-sm break-words text-ink">{view.expertBio}</p>
          </CardSection>
          <Suspense fallback={null}>
            <PersonRecord userId={view.expertId} side="pro" reviews={false} />
          </Suspense>
          <Link
            to={PATHS.browseServices}
            className="inline-flex min-h-10 items-center self-start font-medium text-sapphire-700 hover:underline"
          >
            {SERVICE_DETAIL_TEXT.shopLink}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** /services/:id exactly as 001 section 2.2, with the package tiers to choose from. */
export function ServiceDetailView({ id }: { id: string }) {
  const service = useService(id);
  if (service.isPending) return <ServiceSkeleton />;
  if (service.isError) {
    return isMissing(service.error) ? (
      <ServiceNotFound />
    ) : (
      <ServiceLoadError onRetry={() => void service.refetch()} />
    );
  }
  return <ServiceContent detail={service.data} />;
}
