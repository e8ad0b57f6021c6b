import { COLLAB_TEXT, CreateTeamInviteSchema, IDEA_LIMITS, type IdeaPerson, SHELL_TEXT } from '@ibh/contract';
import { Check } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { type ControlledDialogProps, Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiRequestError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { usePeopleSearch, useSendTeamInvite } from '../../api/team';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { PersonRow } from '../person-row';

/** 'Invite team member': find someone by name, add an optional message, send. */
export function InviteDialog({ ideaId, ...dialog }: ControlledDialogProps & { ideaId: string }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<IdeaPerson | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const settled = useDebouncedValue(q, 300);
  const people = usePeopleSearch(settled);
  const send = useSendTeamInvite(ideaId);
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
        toast.success(COLLAB_TEXT.inviteSent(chosen.fullName));
        dialog.onOpenChange(false);
      },
      onError: (e) => setError(isApiRequestError(e) && e.status < 500 ? e.message : COLLAB_TEXT.inviteFailed),
    });
  };

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogContent
        title={COLLAB_TEXT.inviteTitle}
        description={COLLAB_TEXT.inviteBody}
        returnFocus={dialog.returnFocus}
      >
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
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
