import { OwnerIdeas } from '@/features/ideas/components/owner-ideas';
import { ProfileView } from '@/features/profiles/components/view/profile-view';
import { useAuth } from '@/lib/auth';

/** /profile: your own profile as others see it, with Edit profile (login required by the route). */
export default function OwnProfilePage() {
  const { user } = useAuth();
  return user ? <ProfileView userId={user.id} after={<OwnerIdeas ownerId={user.id} />} /> : null;
}
