import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function SprintPage() {
  return (
    <PlaceholderPage
      title={'Interview Sprint'}
      holds="It will hold your interview sprint: setup, progress, interviews, co-sign invites and sharing."
    />
  );
}
