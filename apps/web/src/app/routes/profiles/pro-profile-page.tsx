import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { MeritBadgeTrigger } from '@/features/merit/components/merit-badge-trigger';
import { ProProfileView } from '@/features/profiles/components/view/pro-profile-view';
import { ProServices } from '@/features/shop/components/pro/pro-services';
import { useFlags } from '@/lib/flags-context';

const PersonRecord = lazy(() => import('@/components/track-record/person-record'));

export default function ProProfilePage() {
  const { id = '' } = useParams();
  const { proShop } = useFlags();
  return (
    <div className="flex flex-col gap-10">
      <ProProfileView
        key={id}
        userId={id}
        meritSlot={(pro) => <MeritBadgeTrigger userId={id} name={pro.fullName} isVerified={pro.verified} />}
      />
      {proShop ? (
        <div className="mx-auto w-full max-w-5xl">
          <ProServices key={id} userId={id} />
        </div>
      ) : null}
      {proShop ? (
        <div className="mx-auto w-full max-w-5xl">
          <Suspense fallback={null}>
            <PersonRecord
              key={id}
              userId={id}
              side="pro"
              className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_2fr]"
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
