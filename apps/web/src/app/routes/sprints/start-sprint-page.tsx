import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function StartSprintPage() {
  return (
    <PlaceholderPage
      title={'Start a Sprint'}
      holds="It will start a new interview sprint, or resume your active one, and then open it."
    />
  );
}
