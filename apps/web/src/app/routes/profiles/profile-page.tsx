import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { OwnerIdeas } from '@/features/ideas/components/owner-ideas';
import { ProfileView } from '@/features/profiles/components/view/profile-view';
import { useFlags } from '@/lib/flags-context';

const PersonRecord = lazy(() => import('@/components/track-record/person-record'));

export default function ProfilePage() {
  const { userId = '' } = useParams();
  const { proShop } = useFlags();
  return (
    <ProfileView
      key={userId}
      userId={userId}
      after={
        <>
          <OwnerIdeas ownerId={userId} />
          {proShop ? (
            <Suspense fallback={null}>
              <PersonRecord key={userId} userId={userId} side="buyer" />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}
