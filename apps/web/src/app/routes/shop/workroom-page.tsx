import { useParams } from 'react-router';
import { WorkroomView } from '@/features/orders/components/workroom/workroom-view';

export default function WorkroomPage() {
  const { orderId = '' } = useParams();
  return <WorkroomView key={orderId} orderId={orderId} />;
}
