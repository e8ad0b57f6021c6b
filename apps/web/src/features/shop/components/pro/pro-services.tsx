import { PRO_SERVICES_TEXT, SHOP_TEXT } from '@ibh/contract';
import { QueryStates } from '@/components/lists/query-states';
import { useProServices } from '../../api/pro-services';
import { useCardAnalytics } from '../../hooks/use-card-analytics';
import { ServiceCard } from '../service-card';
import { SERVICE_GRID, ServiceGridSkeleton } from '../service-grid-skeleton';

const PRO_SERVICES_ERROR = { message: PRO_SERVICES_TEXT.loadFailed, retry: PRO_SERVICES_TEXT.retry };

/** /pro/:id: the professional's listed services, as browse cards. */
export function ProServices({ userId }: { userId: string }) {
  const services = useProServices(userId);
  const analytics = useCardAnalytics();
  // A failed refetch hides the cards (the alert shows alone).
  const items = services.isSuccess ? services.data.items : [];
  return (
    <section aria-labelledby="pro-services" className="flex flex-col gap-4">
      <h2 id="pro-services" className="text-xl font-semibold text-ink">
        {PRO_SERVICES_TEXT.title}
      </h2>
      <QueryStates
        query={services}
        count={items.length}
        skeleton={<ServiceGridSkeleton count={3} />}
        error={PRO_SERVICES_ERROR}
        failed={services.isError}
        empty={
          <p className="rounded-card border border-dashed border-line-strong bg-surface p-6 text-center text-sm text-ink-muted">
            {SHOP_TEXT.proServicesEmpty}
          </p>
        }
      >
        <ul className={SERVICE_GRID}>
          {items.map((service) => (
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
      </QueryStates>
    </section>
  );
}
