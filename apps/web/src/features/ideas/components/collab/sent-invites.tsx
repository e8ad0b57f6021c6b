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

interface TakeBack {
  /** The button's text (and, with the person's name, its accessible name). */
  label: string;
  busy: boolean;
  run: (invite: SentInvite, callbacks: { onSuccess: () => void; onError: () => void }) => void;
  /** The toasts once it is taken back, or when that failed. */
  done: string;
  failed: string;
}

/** Invitations the owner sent that wait for an answer: who and when, each with a button to take it back. */
export function SentInvites({
  title,
  invites,
  takeBack,
}: {
  title: string;
  invites: readonly SentInvite[];
  takeBack: TakeBack;
}) {
  if (invites.length === 0) return null;
  return (
    <div className="mt-5 border-t border-line pt-4">
      <h3 className="mb-3 text-sm font-semibold text-ink">{title}</h3>
      <ul className="flex flex-col gap-3">
        {invites.map((invite) => (
          <li key={invite.id}>
            <PersonRow
              person={invite.person}
              detail={<RelativeTime value={invite.createdAt} className="text-xs text-ink-muted" />}
            >
              <Button
                variant="ghost"
                disabled={takeBack.busy}
                aria-label={`${takeBack.label}: ${invite.person.fullName}`}
                onClick={() =>
                  takeBack.run(invite, {
                    onSuccess: () => toast.success(takeBack.done),
                    onError: () => toast.error(takeBack.failed),
                  })
                }
                className="text-ink-muted"
              >
                <X aria-hidden className="size-4" />
                {takeBack.label}
              </Button>
            </PersonRow>
          </li>
        ))}
      </ul>
    </div>
  );
}
