import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ExperimentPage() {
  return (
    <PlaceholderPage
      title={'Experiment'}
      holds="It will hold an experiment: its sprint screen, or its evidence section."
    />
  );
}
