import { EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { useSearchParams } from 'react-router';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { EvidenceForm } from '@/features/evidence/components/evidence-form';
import { EvidenceTimeline } from '@/features/evidence/components/evidence-timeline';
import { useAuth } from '@/lib/auth';

/** /evidence: the ledger's timeline and, signed in, the creation form (?ideaId= puts it on an idea). */
export default function EvidenceListPage() {
  const { status } = useAuth();
  const [search] = useSearchParams();
  const ideaId = search.get('ideaId') ?? undefined;
  const ideaTitle = search.get('ideaTitle') ?? undefined;
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>{`${T.ledgerTitle} · IBH`}</title>
      <HeadingIntro id="page-title" kind="page" title={T.ledgerTitle} intro={T.ledgerIntro} as="header" />
      {status === 'signed_in' ? <EvidenceForm ideaId={ideaId} ideaTitle={ideaTitle} /> : null}
      <EvidenceTimeline />
    </section>
  );
}
