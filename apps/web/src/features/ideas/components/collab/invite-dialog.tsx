import { COLLAB_TEXT, CreateTeamInviteSchema, IDEA_LIMITS, type IdeaPerson, SHELL_TEXT } from '@ibh/contract';

import { Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useDebouncedValue } from '@/components/forms/use-debounced-value';
import { Button } from '@/components/ui/button';
import { type ControlledDialogProps, Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiRequestError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { useSendCollabInvite } from '../../api/collab-invites';
import { usePeopleSearch, useSendTeamInvite } from '../../api/team';
import { PersonRow } from '../person-row';

/** Who an invite asks someone to be: a team member, or a collaborator. */
export type InviteKind = 'team' | 'collaborator';

const KINDS: ReadonlyArray<{ value: InviteKind; label: string }> = [
  { value: 'team', label: COLLAB_TEXT.asTeamMember },
  { value: 'collaborator', label: COLLAB_TEXT.asCollaborator },
];

/**
 * 'Invite team member' / 'Invite collaborator': find someone by name, choose what to invite them
 * as, add an optional message, send.
 */
export function InviteDialog({
  ideaId,
  initialKind = 'team',
  ...dialog
}: ControlledDialogProps & { ideaId: string; initialKind?: InviteKind }) {
  const [kind, setKind] = useState<InviteKind>(initialKind);
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<IdeaPerson | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const settled = useDebouncedValue(q, 300);
  const people = usePeopleSearch(settled);
  const sendTeam = useSendTeamInvite(ideaId);
  const sendCollab = useSendCollabInvite(ideaId);
  const send = kind === 'team' ? sendTeam : sendCollab;
  const results = people.data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(COLLAB_TEXT.chooseFirst);
      return;
    }
    const parsed = CreateTeamInviteSchema.safeParse({ userId: chosen.id, message: message.trim() || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(
          kind === 'team'
            ? COLLAB_TEXT.inviteSent(chosen.fullName)
            : COLLAB_TEXT.collabInviteSent(chosen.fullName),
        );
        dialog.onOpenChange(false);
      },
      onError: (e) => setError(isApiRequestError(e) && e.status < 500 ? e.message : COLLAB_TEXT.inviteFailed),
    });
  };

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogContent
        title={kind === 'team' ? COLLAB_TEXT.inviteTitle : COLLAB_TEXT.inviteCollabTitle}
        description={kind === 'team' ? COLLAB_TEXT.inviteBody : COLLAB_TEXT.inviteCollabBody}
        returnFocus={dialog.returnFocus}
      >
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">{COLLAB_TEXT.inviteAs}</legend>
            <div className="grid grid-cols-2 gap-2">
              {KINDS.map((option) => (
                <label
                  key={option.value}
                  className={cx(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium',
                    kind === option.value
                      ? 'border-sapphire-500 bg-sapphire-50 text-sapphire-700'
                      : 'border-line text-ink hover:bg-surface-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="invite-kind"
                    value={option.value}
                    checked={kind === option.value}
                    onChange={() => {
                      setKind(option.value);
                      setError(undefined);
                    }}
                    className="size-4 accent-sapphire-600"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={COLLAB_TEXT.searchPeople}
            type="search"
            placeholder={COLLAB_TEXT.searchPlaceholder}
            maxLength={IDEA_LIMITS.filterValueMax}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          <div aria-live="polite" aria-busy={people.isFetching} className="flex flex-col gap-2">
            {people.isFetching && results.length === 0 ? (
              <p className="flex items-center gap-2 text-sm text-ink-muted">
                <Spinner className="size-4" />
                {COLLAB_TEXT.searching}
              </p>
            ) : null}
            {people.isError ? <FormAlert>{COLLAB_TEXT.peopleFailed}</FormAlert> : null}
            {people.isSuccess && settled.trim() && results.length === 0 ? (
              <p className="text-sm text-ink-muted">{COLLAB_TEXT.noPeople}</p>
            ) : null}
            {results.length > 0 ? (
              <ul
                aria-label={COLLAB_TEXT.searchPeople}
                className="flex max-h-64 flex-col gap-2 overflow-y-auto"
              >
                {results.map((person) => {
                  const selected = chosen?.id === person.id;
                  return (
                    <li
                      key={person.id}
                      className={cx(
                        'rounded-lg border p-2',
                        selected ? 'border-sapphire-500 bg-sapphire-50' : 'border-line',
                      )}
                    >
                      <PersonRow person={person} link={false}>
                        <Button
                          variant={selected ? 'primary' : 'secondary'}
                          aria-pressed={selected}
                          aria-label={`${COLLAB_TEXT.choose} ${person.fullName}`}
                          onClick={() => {
                            setChosen(person);
                            setError(undefined);
                          }}
                        >
                          {selected ? <Check aria-hidden className="size-4" /> : null}
                          {selected ? COLLAB_TEXT.chosen : COLLAB_TEXT.choose}
                        </Button>
                      </PersonRow>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
          <TextareaField
            label={COLLAB_TEXT.inviteMessage}
            rows={3}
            maxLength={IDEA_LIMITS.collabMessageMax}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          {error ? <FormAlert>{error}</FormAlert> : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => dialog.onOpenChange(false)}>
              {COLLAB_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? SHELL_TEXT.loading : COLLAB_TEXT.sendInvite}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
