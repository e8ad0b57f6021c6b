import { EVIDENCE_TEXT, type EvidenceItem, EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { ShieldCheck } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ICON_SECTION_CARD, IconSection } from '@/components/ui/icon-section';
import { Skeleton } from '@/components/ui/skeleton';
import { useLink } from '../api/evidence-mutations';
import { useIdeaEvidence, useLinkable } from '../api/evidence-queries';
import { errorText, STATE_LABEL } from '../lib/evidence-labels';
import { WeightedSignals } from './weighted-signals';

interface IdeaRef {
  id: string;
  title: string;
  isOwner: boolean;
  isTeamMember: boolean;
}

function Signals({ item }: { item: EvidenceItem }) {
  return (
    <>
      <p className="text-xs text-ink-muted">
        {T.proUpvotes} {item.signals.proUpvotes} · {T.communityUpvotes} {item.signals.communityUpvotes} ·{' '}
        {T.proCosigns} {item.signals.proCosigns} · {T.usefulCount} {item.signals.usefulCount}
      </p>
      <WeightedSignals signals={item.signals} compact />
    </>
  );
}

/** ?linkEvidence=1: the owner's finalized, unlinked evidence, 50 a page, each with Link. */
function LinkPanel({ idea }: { idea: IdeaRef }) {
  const linkable = useLinkable(idea.id, true);
  const link = useLink(idea.id);
  const [, setSearch] = useSearchParams();
  if (linkable.isPending) return <Skeleton className="h-20 w-full" />;
  if (linkable.isError) return <FormAlert>{EVIDENCE_TEXT.loadFailed}</FormAlert>;
  if (linkable.data.items.length === 0)
    return <p className="text-sm text-ink-muted">{EVIDENCE_TEXT.noLinkable}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={T.linkEvidence}>
      {linkable.data.items.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3 text-sm"
        >
          <span className="font-medium text-ink">{item.title}</span>
          <Button
            variant="gold"
            disabled={link.isPending}
            aria-label={`${T.link} ${item.title}`}
            onClick={() =>
              // mutateAsync: the panel unmounts once the list shows the link, and the toast must still show.
              link.mutateAsync({ evidenceId: item.id, on: true }).then(
                () => {
                  toast.success(T.linked);
                  setSearch({}, { replace: true });
                },
                (e: unknown) => toast.error(errorText(e, EVIDENCE_TEXT.couldNotLink)),
              )
            }
          >
            {T.link}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The idea page's evidence section: the evidence on the idea (linked first) with its signals. */
export function IdeaEvidenceSection({ idea }: { idea: IdeaRef }) {
  const list = useIdeaEvidence(idea.id);
  const [search] = useSearchParams();
  const linking = idea.isOwner && search.get('linkEvidence') === '1';
  const items = list.data?.items ?? [];
  const linked = items.find((i) => i.linkedIdeaId === idea.id);
  const others = items.filter((i) => i !== linked);
  const addHref = `/evidence?ideaId=${encodeURIComponent(idea.id)}&ideaTitle=${encodeURIComponent(idea.title)}`;
  return (
    <IconSection
      id="evidence-title"
      icon={ShieldCheck}
      iconClassName="size-5 text-success-600"
      title={T.ideaEvidence}
      className={`flex flex-col gap-3 ${ICON_SECTION_CARD}`}
    >
      {list.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : list.isError ? (
        <FormAlert>{EVIDENCE_TEXT.loadFailed}</FormAlert>
      ) : (
        <>
          {linked ? (
            <div className="rounded-lg border border-gold-100 bg-gold-50/40 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={STATE_LABEL[linked.state].tone}>{STATE_LABEL[linked.state].label}</Badge>
                <Link to={`/ledger/e/${linked.id}`} className="font-semibold text-ink hover:underline">
                  {linked.title}
                </Link>
              </div>
              <Signals item={linked} />
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{T.noLinked}</p>
          )}
          {others.length ? (
            <ul className="flex flex-col gap-2">
              {others.map((item) => (
                <li key={item.id} className="text-sm">
                  <Link to={`/ledger/e/${item.id}`} className="text-sapphire-600 hover:underline">
                    {item.title}
                  </Link>{' '}
                  <Badge tone={STATE_LABEL[item.state].tone}>{STATE_LABEL[item.state].label}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {idea.isOwner || idea.isTeamMember ? (
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={addHref} variant="secondary">
            {T.addEvidence}
          </ButtonLink>
          {idea.isOwner && !linked && !linking ? (
            <ButtonLink to="?linkEvidence=1" variant="gold">
              {T.linkEvidence}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      {linking && !linked ? <LinkPanel idea={idea} /> : null}
    </IconSection>
  );
}
