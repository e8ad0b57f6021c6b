import {
  EVIDENCE,
  EVIDENCE_ENDPOINTS,
  SPRINT_TEXT,
  type SprintDetail,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '@/components/forms/use-debounced-value';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { api } from '@/lib/api-client';
import { useCancelCosign, useOwnerRequests, useRequestCosign } from '../api/sprint-api';
import { CosignListStatus } from './cosign-list-status';
import { SprintPanel } from './sprint-panel';

/** Co-sign requests of a finalized sprint: the list (cancel pending ones) and the invite search. */
export function SprintCosigns({ sprint }: { sprint: SprintDetail }) {
  const canRequest = sprint.allowedActions.includes('request_cosign');
  const requests = useOwnerRequests(sprint.id, true);
  const request = useRequestCosign(sprint.id);
  const cancel = useCancelCosign();
  const [q, setQ] = useState('');
  const term = useDebouncedValue(q.trim(), EVIDENCE.proSearchDebounce);
  const search = useQuery({
    queryKey: ['sprints', 'pro-search', term],
    queryFn: ({ signal }) => api(EVIDENCE_ENDPOINTS.proSearch, { query: { q: term }, signal }),
    enabled: canRequest && term.length > 0,
  });
  const [error, setError] = useState<string | null>(null);

  return (
    <SprintPanel id="cosign-title" title={T.cosignTitle} className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{T.trust(sprint.trust.prosAccepted, sprint.trust.prosPending)}</p>
      <CosignListStatus failed={requests.isError} empty={requests.data?.items.length === 0} />
      <ul className="flex flex-col gap-2">
        {requests.data?.items.map((r) => (
          <li key={r.requestId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-ink">
              {r.proName} <Badge tone={r.status === 'accepted' ? 'success' : 'neutral'}>{r.status}</Badge>
              {r.proNote ? <span className="ml-2 text-ink-muted">“{r.proNote}”</span> : null}
            </span>
            {r.allowedActions.includes('cancel') ? (
              <Button variant="ghost" onClick={() => cancel.mutate(r.requestId)} disabled={cancel.isPending}>
                {T.cancelRequest}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canRequest ? (
        <div className="flex flex-col gap-2">
          <TextField label={T.searchPros} value={q} onChange={(e) => setQ(e.target.value)} type="search" />
          {search.data && search.data.items.length === 0 ? (
            <p className="text-sm text-ink-muted">{SPRINT_TEXT.noProResults}</p>
          ) : null}
          <ul className="flex flex-col gap-1">
            {search.data?.items.map((p) => (
              <li key={p.userId} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  <span className="font-medium text-ink">{p.displayName}</span>
                  {p.headline ? <span className="ml-2 text-ink-muted">{p.headline}</span> : null}
                </span>
                <Button
                  variant="primary"
                  disabled={request.isPending}
                  onClick={() => {
                    setError(null);
                    request.mutate(p.userId, { onError: (e) => setError(e.message) });
                  }}
                >
                  {T.invite}
                </Button>
              </li>
            ))}
          </ul>
          {error ? (
            <p role="alert" className="text-sm text-danger-600">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{SPRINT_TEXT.cosignNotFinalized}</p>
      )}
    </SprintPanel>
  );
}
