import { ACCOUNT_MENU_TEXT, PATHS } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function WorkspacePage() {
  return (
    <PlaceholderPage
      title={'Collaboration Workspace'}
      holds="It will hold a shared project's overview, team chat, tasks and files."
      backTo={PATHS.dashboard}
      backLabel={`Back to ${ACCOUNT_MENU_TEXT.dashboard}`}
    />
  );
}
