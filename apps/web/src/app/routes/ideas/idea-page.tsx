import { NAV_TEXT, PATHS } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function IdeaPage() {
  return (
    <PlaceholderPage
      title={'Idea'}
      holds="It will hold the idea's story, team and evidence, and the ways to follow, save or collaborate on it."
      backTo={PATHS.explore}
      backLabel={`Back to ${NAV_TEXT.explore}`}
    />
  );
}
