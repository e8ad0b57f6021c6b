import { AUTH_CALLBACK_TEXT } from '@ibh/contract';
import { MailCheck } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useAuthCallback } from '@/features/auth/hooks/use-auth-callback';

export default function AuthCallbackPage() {
  useAuthCallback();
  return (
    <AuthCard icon={MailCheck} title={AUTH_CALLBACK_TEXT.title}>
      <title>{`${AUTH_CALLBACK_TEXT.title} · IBH`}</title>
      <div role="status" className="flex items-center gap-3 text-sm text-ink-muted">
        <Spinner />
        <span>{AUTH_CALLBACK_TEXT.body}</span>
      </div>
    </AuthCard>
  );
}
