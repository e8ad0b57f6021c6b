import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ProProfilePage() {
  return (
    <PlaceholderPage
      title={'Professional Profile'}
      holds="It will hold a professional's services, Merit score and verification."
    />
  );
}
