import { MESSAGE_TEXT, PATHS } from '@ibh/contract';
import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { loginPathFor } from '@/lib/auth-redirect';
import { storeNextDmUser } from './next-dm-user';

/** Loaded on the first click: pages that offer Message do not carry the dialog until it is used. */
const DirectMessageDialog = lazy(() =>
  import('./direct-message-dialog').then((module) => ({ default: module.DirectMessageDialog })),
);

interface MessageButtonProps {
  userId: string;
  /** Who is messaged: the dialog's title says it. */
  name: string;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * 'Message': opens the direct-message modal when signed in. Signed out it remembers the person
 * (the stored next-DM-user id) and goes to /login, which then continues to their conversation.
 */
export function MessageButton({ userId, name, variant = 'secondary', className }: MessageButtonProps) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Mounted on first use, then kept: a draft survives closing the dialog by mistake.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const onClick = () => {
    if (status === 'signed_in') {
      setUsed(true);
      setOpen(true);
      return;
    }
    storeNextDmUser(userId);
    void navigate(loginPathFor({ pathname: PATHS.inbox, search: '', hash: '' }));
  };

  return (
    <>
      <Button
        ref={trigger}
        variant={variant}
        className={className}
        aria-label={MESSAGE_TEXT.modalTitle(name)}
        onClick={onClick}
        disabled={status === 'pending'}
      >
        <MessageSquare aria-hidden className="size-4" />
        {MESSAGE_TEXT.message}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <DirectMessageDialog
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => trigger.current}
            userId={userId}
            name={name}
          />
        </Suspense>
      ) : null}
    </>
  );
}
