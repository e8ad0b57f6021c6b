import { PATHS, EVIDENCE_HOME_TEXT as T } from '@ibh/contract';
import { FlaskConical, ShieldCheck } from 'lucide-react';
import { HeroIntro } from '@/components/page/hero-intro';
import { ButtonLink } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useAuth } from '@/lib/auth';
import { useEvidenceHome } from '../api/evidence-home';
import { HomeStatCards } from './home-stat-cards';
import { LiveProofs } from './live-proofs';
import { SprintAction, type SprintViewer } from './sprint-action';

/**
 * The alternate home 'Raw Ideas Ignite Real Proof' (001 section 2.9), shown on /evidence-home (the
 * nav's Evidence Hub) and /home-old: the hero with the viewer's next step, the 30-day stat cards
 * and Live Proofs, all from one GET /api/evidence-home.
 */
export function EvidenceHomeView() {
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  const home = useEvidenceHome(userId, auth.status !== 'pending');
  const viewer: SprintViewer =
    auth.status === 'pending'
      ? 'pending'
      : !auth.user
        ? 'visitor'
        : auth.user.role === 'idea_owner'
          ? 'owner'
          : 'professional';
  const loading = auth.status === 'pending' || home.isPending;

  return (
    <div data-testid="evidence-home">
      <title>{`${T.title} · IBH`}</title>
      <section aria-labelledby="evidence-home-title" className="pt-6 sm:pt-10">
        <HeroIntro
          id="evidence-home-title"
          text={T}
          icon={ShieldCheck}
          tone="gold"
          titleClassName="text-ink"
        />
        <SprintAction
          viewer={viewer}
          activeSprint={home.data?.activeSprint ?? null}
          loading={home.isPending && !home.isError}
        />
      </section>

      {home.isError ? (
        <div className="mt-12">
          <ErrorPanel message={T.loadFailed} retryLabel={T.retry} onRetry={() => void home.refetch()} />
        </div>
      ) : (
        <>
          {loading ? (
            <span className="sr-only" role="status">
              {T.loading}
            </span>
          ) : null}
          <HomeStatCards stats={home.data?.stats} />
          <LiveProofs
            userId={userId}
            firstPage={home.data?.proofs}
            loading={loading}
            emptyAction={
              viewer === 'owner' ? (
                <ButtonLink to={PATHS.experimentNew} variant="gold">
                  <FlaskConical aria-hidden className="size-4" />
                  {T.startSprint}
                </ButtonLink>
              ) : undefined
            }
          />
        </>
      )}
    </div>
  );
}
