import { NAV_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function PostIdeaPage() {
  return (
    <PlaceholderPage
      title={NAV_TEXT.postIdea}
      holds="It will hold the five-step wizard: Basics, Story & Assets, Team & Needs, Privacy, and Preview & Publish."
    />
  );
}
