import { SHELL_TEXT } from '@ibh/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useIdeaEvidence } from '@/features/evidence/api/evidence-queries';
import { IdeaEvidenceSection } from '@/features/evidence/components/idea-evidence-section';
import { IdeaView } from '@/features/ideas/components/idea/idea-view';
import { LazyDownloadProofPack } from '@/features/proof-pack/components/lazy-download-proof-pack';
import { IdeaSprintLink } from '@/features/sprints/components/idea-sprint-link';

const RestrictedAccessDialog = lazy(() =>
  import('@/app/layouts/header/restricted-access-dialog').then((m) => ({
    default: m.RestrictedAccessDialog,
  })),
);

/** The idea's proof pack, once some evidence on it has a finalized version. */
function IdeaProofPack({ ideaId }: { ideaId: string }) {
  const evidence = useIdeaEvidence(ideaId);
  if (!evidence.data?.items.some((item) => item.hash)) return null;
  return <LazyDownloadProofPack kind="idea" id={ideaId} />;
}

/** /ideas/:id. Signed-out visitors who like, save, follow or ask to collaborate get 'Restricted Access'. */
export default function IdeaPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [restricted, setRestricted] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  return (
    <>
      <IdeaView
        key={id}
        ideaId={id}
        evidence={(idea) => (
          <>
            <IdeaSprintLink idea={idea} />
            <IdeaEvidenceSection idea={idea} />
            <IdeaProofPack ideaId={idea.id} />
          </>
        )}
        onRestricted={(element) => {
          trigger.current = element;
          setRestricted(true);
        }}
      />
      {restricted ? (
        <Suspense fallback={null}>
          <RestrictedAccessDialog
            open={restricted}
            onOpenChange={setRestricted}
            returnFocus={() => trigger.current}
            next={`${location.pathname}${location.search}`}
            body={SHELL_TEXT.restrictedIdeaBody}
          />
        </Suspense>
      ) : null}
    </>
  );
}
