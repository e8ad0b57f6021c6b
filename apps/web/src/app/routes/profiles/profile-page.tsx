import { useParams } from 'react-router';
import { ProfileView } from '@/features/profiles/components/view/profile-view';

export default function ProfilePage() {
  const { userId = '' } = useParams();
  return <ProfileView key={userId} userId={userId} />;
}
