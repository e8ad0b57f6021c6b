import { useParams } from 'react-router';
import { OrderView } from '@/features/orders/components/order/order-view';

export default function OrderPage() {
  const { orderId = '' } = useParams();
  return <OrderView key={orderId} orderId={orderId} />;
}
