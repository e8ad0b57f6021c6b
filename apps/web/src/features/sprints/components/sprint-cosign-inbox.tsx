import { SPRINT_TEXT, type SprintCosignRequest, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { TitledSection } from '@/components/page/titled-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/dates';
import { useCosignNote, useMyCosignRequests, useRespondCosign } from '../api/sprint-api';
import { CosignListStatus } from './cosign-list-status';

function RequestRow({ request }: { request: SprintCosignRequest }) {
  const respond = useRespondCosign();
  const saveNote = useCosignNote();
  const [note, setNote] = useState(request.proNote ?? '');
  // The buttons are the server's allowedActions (the co-sign request table, for this professional).
  const can = (action: SprintCosignRequest['allowedActions'][number]) =>
    request.allowedActions.includes(action);
  const canRespond = can('accept') || can('decline');
  // Accepting sends the note along; declining does not.
  const answer = (accept: boolean) =>
    respond.mutate(
      { id: request.requestId, accept, ...(accept ? { note } : {}) },
      { onError: (e) => toast.error(e.message) },
    );
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-ink">{request.title}</span>
        <Badge tone={request.status === 'accepted' ? 'success' : 'neutral'}>{request.status}</Badge>
      </div>
      <p className="text-sm text-ink-muted">
        {T.requested(request.ownerName)} · {formatDate(request.createdAt)} ·{' '}
        <Link className="text-sapphire-700 underline" to={request.publicUrl}>
          {T.viewSprint}
        </Link>
      </p>
      {canRespond || can('edit_note') ? (
        <TextField
          label={canRespond ? T.noteLabel : T.editNote}
          value={note}
          maxLength={1000}
          onChange={(e) => setNote(e.target.value)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {can('accept') ? (
          <Button variant="primary" disabled={respond.isPending} onClick={() => answer(true)}>
            {T.accept}
          </Button>
        ) : null}
        {can('decline') ? (
          <Button variant="secondary" disabled={respond.isPending} onClick={() => answer(false)}>
            {T.decline}
          </Button>
        ) : null}
        {can('edit_note') ? (
          <Button
            variant="secondary"
            disabled={saveNote.isPending}
            onClick={() =>
              saveNote.mutate(
                { id: request.requestId, note },
                {
                  onSuccess: () => toast.success(SPRINT_TEXT.saved),
                  onError: () => toast.error(SPRINT_TEXT.noteSaveFailed),
                },
              )
            }
          >
            {T.saveNote}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The professional's sprint co-sign requests, in the co-sign inbox. */
export function SprintCosignInbox() {
  const requests = useMyCosignRequests();
  return (
    <TitledSection id="sprint-requests-title" title={T.inboxSection} className="flex flex-col gap-3">
      <CosignListStatus failed={requests.isError} empty={requests.data?.items.length === 0} />
      <ul className="flex flex-col gap-2">
        {requests.data?.items.map((r) => (
          <RequestRow key={r.requestId} request={r} />
        ))}
      </ul>
    </TitledSection>
  );
}
