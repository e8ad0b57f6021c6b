import { useParams } from 'react-router';
import { ServiceDetailView } from '@/features/shop/components/detail/service-detail-view';

export default function ServicePage() {
  const { id = '' } = useParams();
  return <ServiceDetailView key={id} id={id} />;
}
