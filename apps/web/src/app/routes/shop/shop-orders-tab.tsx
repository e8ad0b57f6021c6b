import { SHOP_QUERY } from '@ibh/contract';
import { useSearchParams } from 'react-router';
import { CheckoutStart } from '@/features/orders/components/checkout/checkout-start';
import { OrdersList } from '@/features/orders/components/shop/orders-list';
import { useService } from '@/features/shop/api/service';
import { SERVICE_QUERY_KEY } from '@/features/shop/lib/hire-link';
import { chosenPackage } from '@/features/shop/lib/service-view';

/** The checkout of the package 'Hire a Pro →' carried (the shop's service, the orders' form). */
function HireCheckout({ serviceId, packageId }: { serviceId: string; packageId: string | null }) {
  const service = useService(serviceId);
  return (
    <CheckoutStart
      loading={service.isPending}
      service={service.data}
      pkg={service.data ? chosenPackage(service.data.packages, packageId) : undefined}
    />
  );
}

/** /shop's Orders tab: the checkout start when a package was chosen, then my orders. */
export function ShopOrdersTab({ seller }: { seller: boolean }) {
  const [params] = useSearchParams();
  const serviceId = params.get(SERVICE_QUERY_KEY);
  return (
    <div>
      {serviceId ? (
        <HireCheckout key={serviceId} serviceId={serviceId} packageId={params.get(SHOP_QUERY.package)} />
      ) : null}
      <OrdersList seller={seller} />
    </div>
  );
}
