import { useParams } from 'react-router';
import { OwnerIdeas } from '@/features/ideas/components/owner-ideas';
import { ProfileView } from '@/features/profiles/components/view/profile-view';

export default function ProfilePage() {
  const { userId = '' } = useParams();
  return <ProfileView key={userId} userId={userId} after={<OwnerIdeas ownerId={userId} />} />;
}
