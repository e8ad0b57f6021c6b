import { DiagnoseView } from '@/features/auth/components/diagnose-view';

export default function AuthDiagnosePage() {
  return <DiagnoseView />;
}
