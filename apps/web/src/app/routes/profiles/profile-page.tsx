import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ProfilePage() {
  return (
    <PlaceholderPage
      title={'Profile'}
      holds="It will hold this member's public profile: role, skills, ideas and ways to connect."
    />
  );
}
