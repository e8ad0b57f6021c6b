import { MESSAGE_TEXT } from '@ibh/contract';
import { InboxView } from '@/features/messages/components/inbox-view';
import { useAuth } from '@/lib/auth';

/** /inbox: direct messages (login required; /messages and /message forward here). */
export default function InboxPage() {
  const { user } = useAuth();
  if (!user) return <p className="text-sm text-ink-muted">{MESSAGE_TEXT.notSignedIn}</p>;
  return <InboxView meId={user.id} />;
}
