import { EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { CosignInbox } from '@/features/evidence/components/cosign-inbox';
import { useProSignLive } from '@/features/evidence/hooks/use-pro-sign-live';
import { SprintCosignInbox } from '@/features/sprints/components/sprint-cosign-inbox';

/** /pro/cosign-inbox, /professional/requests, /pro/cosigns. */
export default function CosignInboxPage() {
  useProSignLive();
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>{`${T.inboxTitle} · IBH`}</title>
      <header>
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {T.inboxTitle}
        </h1>
        <p className="mt-1 text-sm text-ink-muted">{T.inboxIntro}</p>
      </header>
      <CosignInbox />
      <SprintCosignInbox />
    </section>
  );
}
