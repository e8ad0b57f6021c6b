import { PostIdeaView } from '@/features/post-idea/components/post-idea-view';

export default function PostIdeaPage() {
  return <PostIdeaView />;
}
