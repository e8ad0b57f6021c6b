import { SHELL_TEXT, SHOP_SCREEN_TEXT, SHOP_TEXT } from '@ibh/contract';
import { Plus, Store } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { QueryStates } from '@/components/lists/query-states';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { SkeletonRows } from '@/components/ui/skeletons';
import { useMyServices } from '../../api/my-services';
import { useSellerProfile } from '../../api/seller-profile';
import { EDIT_QUERY_KEY, NEW_SERVICE } from '../../lib/shop-tabs';
import { SellerProfileCard } from './seller-profile-card';
import { ServiceRow } from './service-row';

// The editor (form, packages, uploads) loads when a service is opened, not with the list.
const ServiceEditor = lazy(() =>
  import('../form/service-editor').then((m) => ({ default: m.ServiceEditor })),
);

const SERVICES_ERROR = { message: SHOP_SCREEN_TEXT.loadFailed, retry: SHOP_SCREEN_TEXT.retry };

function ListSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-3">
      <SkeletonRows
        count={3}
        rowClassName="flex gap-4 rounded-card border border-line bg-surface p-4"
        lead="h-16 w-24 shrink-0"
        lines={['h-5 w-2/3', 'h-4 w-1/3']}
        linesClassName="gap-2"
      />
    </div>
  );
}

/** My Services: the list with its actions, or the editor (?edit=new|{id}). */
export function MyServicesTab() {
  const [params, setParams] = useSearchParams();
  const editing = params.get(EDIT_QUERY_KEY);
  const services = useMyServices(!editing);
  const seller = useSellerProfile();
  const edit = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(EDIT_QUERY_KEY, id);
    else next.delete(EDIT_QUERY_KEY);
    setParams(next);
  };

  if (editing) {
    return (
      <Suspense fallback={<ListSkeleton />}>
        <ServiceEditor
          key={editing}
          serviceId={editing === NEW_SERVICE ? null : editing}
          onDone={() => edit(null)}
          onCreated={(id) => edit(id)}
        />
      </Suspense>
    );
  }

  const newButton = (
    <Button onClick={() => edit(NEW_SERVICE)}>
      <Plus aria-hidden className="size-4" />
      {SHOP_TEXT.newService}
    </Button>
  );
  const items = services.data?.items ?? [];
  return (
    <div className="flex flex-col gap-4">
      {seller.data && !seller.data.verified ? (
        <FormAlert tone="info">{SHOP_TEXT.notVerifiedNote}</FormAlert>
      ) : null}
      {seller.data ? <SellerProfileCard profile={seller.data} /> : null}
      {items.length > 0 ? <div className="flex justify-end">{newButton}</div> : null}
      <QueryStates
        query={services}
        count={items.length}
        skeleton={<ListSkeleton />}
        error={SERVICES_ERROR}
        failed={services.isError}
        empty={
          <EmptyState icon={Store} title={SHOP_TEXT.myServicesEmpty} action={newButton}>
            {SHOP_SCREEN_TEXT.servicesEmptyBody}
          </EmptyState>
        }
      >
        <ul className="flex flex-col gap-3">
          {items.map((service) => (
            <li key={service.id}>
              <ServiceRow service={service} onEdit={() => edit(service.id)} />
            </li>
          ))}
        </ul>
      </QueryStates>
    </div>
  );
}
