import { PRO_SERVICES_TEXT, SHOP_TEXT } from '@ibh/contract';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useProServices } from '../../api/pro-services';
import { useCardAnalytics } from '../../hooks/use-card-analytics';
import { ServiceCard } from '../service-card';
import { SERVICE_GRID, ServiceGridSkeleton } from '../service-grid-skeleton';

/** /pro/:id: the professional's listed services, as browse cards. */
export function ProServices({ userId }: { userId: string }) {
  const services = useProServices(userId);
  const analytics = useCardAnalytics();
  return (
    <section aria-labelledby="pro-services" className="flex flex-col gap-4">
      <h2 id="pro-services" className="text-xl font-semibold text-ink">
        {PRO_SERVICES_TEXT.title}
      </h2>
      {services.isPending ? <ServiceGridSkeleton count={3} /> : null}
      {services.isError ? (
        <RetryAlert
          message={PRO_SERVICES_TEXT.loadFailed}
          retry={PRO_SERVICES_TEXT.retry}
          onRetry={() => void services.refetch()}
        />
      ) : null}
      {services.isSuccess && services.data.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong bg-surface p-6 text-center text-sm text-ink-muted">
          {SHOP_TEXT.proServicesEmpty}
        </p>
      ) : null}
      {services.isSuccess && services.data.items.length > 0 ? (
        <ul className={SERVICE_GRID}>
          {services.data.items.map((service) => (
            <li key={service.id}>
              <ServiceCard
                service={service}
                showPro={false}
                cardRef={analytics.observe(service.id)}
                onOpen={() => analytics.opened(service.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
