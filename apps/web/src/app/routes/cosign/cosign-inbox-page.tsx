import { EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { CosignInbox } from '@/features/evidence/components/cosign-inbox';
import { useProSignLive } from '@/features/evidence/hooks/use-pro-sign-live';
import { SprintCosignInbox } from '@/features/sprints/components/sprint-cosign-inbox';

/** /pro/cosign-inbox, /professional/requests, /pro/cosigns. */
export default function CosignInboxPage() {
  useProSignLive();
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>{`${T.inboxTitle} · IBH`}</title>
      <HeadingIntro id="page-title" kind="page" title={T.inboxTitle} intro={T.inboxIntro} as="header" />
      <CosignInbox />
      <SprintCosignInbox />
    </section>
  );
}
