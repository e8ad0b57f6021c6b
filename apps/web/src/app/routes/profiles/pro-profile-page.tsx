import { useParams } from 'react-router';
import { ProProfileView } from '@/features/profiles/components/view/pro-profile-view';

export default function ProProfilePage() {
  const { id = '' } = useParams();
  return <ProProfileView key={id} userId={id} />;
}
