import { useParams } from 'react-router';
import { MeritBadgeTrigger } from '@/features/merit/components/merit-badge-trigger';
import { ProProfileView } from '@/features/profiles/components/view/pro-profile-view';
import { ProServices } from '@/features/shop/components/pro/pro-services';
import { useFlags } from '@/lib/flags-context';

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
    </div>
  );
}
