import { WorkspaceView } from '@/features/workspace/components/workspace-view';

export default function WorkspacePage() {
  return <WorkspaceView />;
}
