import { ExploreView } from '@/features/ideas/components/explore/explore-view';

export default function ExplorePage() {
  return <ExploreView />;
}
