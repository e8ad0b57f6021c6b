import {
  ADMIN_CONSOLE_TEXT,
  ADMIN_UI_TEXT,
  type AdminPro,
  PRO_FILTER_LABELS,
  PRO_VERIFICATION_FILTERS,
  type ProVerificationFilter,
} from '@ibh/contract';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatFull } from '@/lib/dates';
import { usePros, useSetVerification } from '../api/admin-api';
import { FilterButtons, TabQueryState } from '../components/tab-states';

const T = ADMIN_UI_TEXT.verifyPros;
const FILTERS = PRO_VERIFICATION_FILTERS.map((value) => ({ value, label: PRO_FILTER_LABELS[value] }));

/** Verify Pros (001 sections 2.5, 4.3): requested, unverified or verified; verify or unverify with a note. */
export default function VerifyProsTab() {
  const [filter, setFilter] = useState<ProVerificationFilter>('requested');
  const query = usePros(filter);
  return (
    <div className="flex flex-col gap-4">
      <FilterButtons label={T.filterLabel} options={FILTERS} value={filter} onChange={setFilter} />
      <TabQueryState query={query}>
        {query.data?.items.length === 0 ? (
          <EmptyState title={T.empty} />
        ) : (
          <ul className="flex flex-col gap-3">
            {query.data?.items.map((pro) => (
              <ProRow key={pro.userId} pro={pro} />
            ))}
          </ul>
        )}
      </TabQueryState>
    </div>
  );
}

function ProRow({ pro }: { pro: AdminPro }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const mutation = useSetVerification();
  const next = !pro.verified;
  const noteId = `note-${pro.userId}`;

  function submit() {
    mutation.mutate(
      { userId: pro.userId, verified: next, note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success(next ? T.doneVerified : T.doneUnverified);
          setOpen(false);
          setNote('');
        },
        onError: () => toast.error(ADMIN_CONSOLE_TEXT.verificationFailed),
      },
    );
  }

  return (
    <li className="rounded-card border border-line bg-surface p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-ink">{pro.name}</h2>
            {pro.verified ? (
              <Badge tone="sapphire">
                <BadgeCheck aria-hidden className="size-3.5" />
                {T.verified}
              </Badge>
            ) : pro.verificationStatus === 'pending' ? (
              <Badge tone="gold">{T.requested}</Badge>
            ) : null}
          </div>
          <p className="text-sm break-all text-ink-muted">{pro.email}</p>
          {pro.headline ? <p className="mt-1 text-sm text-ink">{pro.headline}</p> : null}
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {pro.linkedinUrl || pro.orgEmail ? (
              <>
                {pro.linkedinUrl ? (
                  <>
                    <dt className="text-ink-muted">{T.linkedin}</dt>
                    <dd className="min-w-0 break-all">
                      <a
                        href={pro.linkedinUrl}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="text-sapphire-700 underline"
                      >
                        {pro.linkedinUrl}
                      </a>
                    </dd>
                  </>
                ) : null}
                {pro.orgEmail ? (
                  <>
                    <dt className="text-ink-muted">{T.orgEmail}</dt>
                    <dd className="break-all">{pro.orgEmail}</dd>
                  </>
                ) : null}
              </>
            ) : (
              <dd className="text-ink-muted">{T.nothingSent}</dd>
            )}
          </dl>
          <p className="mt-2 text-xs text-ink-muted">
            {T.services(pro.publishedServices, pro.listedServices)}
            {pro.verifiedAt ? ` · ${T.verifiedOn(formatFull(new Date(pro.verifiedAt)))}` : ''}
          </p>
        </div>
        {open ? null : (
          <Button variant={next ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
            {next ? T.verify : T.unverify}
          </Button>
        )}
      </div>
      {open ? (
        <form
          className="mt-4 flex flex-col gap-3 border-t border-line pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          aria-label={next ? T.confirmVerify(pro.name) : T.confirmUnverify(pro.name)}
        >
          <p className="text-sm font-medium text-ink">
            {next ? T.confirmVerify(pro.name) : T.confirmUnverify(pro.name)}
          </p>
          <TextareaField
            id={noteId}
            label={T.noteLabel}
            hint={T.noteHint}
            value={note}
            maxLength={500}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant={next ? 'primary' : 'danger'} disabled={mutation.isPending}>
              {next ? T.verify : T.unverify}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {T.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
