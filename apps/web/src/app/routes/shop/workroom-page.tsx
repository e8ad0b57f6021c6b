import { ACCOUNT_MENU_TEXT, PATHS } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function WorkroomPage() {
  return (
    <PlaceholderPage
      title={'Workroom'}
      holds="It will hold the order's milestones, chat, files and activity for the buyer and the professional."
      backTo={PATHS.dashboard}
      backLabel={`Back to ${ACCOUNT_MENU_TEXT.dashboard}`}
    />
  );
}
