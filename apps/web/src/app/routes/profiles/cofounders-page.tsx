import { HOME_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CofoundersPage() {
  return (
    <PlaceholderPage
      title={HOME_TEXT.findCofounder}
      holds="It will hold co-founder matching by skills, availability and what each founder is looking for."
    />
  );
}
