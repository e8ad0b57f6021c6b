import type { IdeaPerson } from '@ibh/contract';
import { X } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { PersonRow } from '../person-row';

export interface SentInvite {
  id: string;
  person: IdeaPerson;
  createdAt: string;
}

/** What the list says: its heading, the take-back button, and the toasts once it is taken back or not. */
export interface SentInvitesText {
  title: string;
  /** The button's text (and, with the person's name, its accessible name). */
  takeBack: string;
  done: string;
  failed: string;
}

/** Invitations the owner sent that wait for an answer: who and when, each with a button to take it back. */
export function SentInvites({
  text,
  invites,
  busy,
  onTakeBack,
}: {
  text: SentInvitesText;
  invites: readonly SentInvite[];
  busy: boolean;
  onTakeBack: (invite: SentInvite, callbacks: { onSuccess: () => void; onError: () => void }) => void;
}) {
  if (invites.length === 0) return null;
  return (
    <div className="mt-5 border-t border-line pt-4">
      <h3 className="mb-3 text-sm font-semibold text-ink">{text.title}</h3>
      <ul className="flex flex-col gap-3">
        {invites.map((invite) => (
          <li key={invite.id}>
            <PersonRow
              person={invite.person}
              detail={<RelativeTime value={invite.createdAt} className="text-xs text-ink-muted" />}
            >
              <Button
                variant="ghost"
                disabled={busy}
                aria-label={`${text.takeBack}: ${invite.person.fullName}`}
                onClick={() =>
                  onTakeBack(invite, {
                    onSuccess: () => toast.success(text.done),
                    onError: () => toast.error(text.failed),
                  })
                }
                className="text-ink-muted"
              >
                <X aria-hidden className="size-4" />
                {text.takeBack}
              </Button>
            </PersonRow>
          </li>
        ))}
      </ul>
    </div>
  );
}
