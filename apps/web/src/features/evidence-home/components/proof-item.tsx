import { type HomeProof, type HomeProofKind, EVIDENCE_HOME_TEXT as T } from '@ibh/contract';
import { ChevronRight, FlaskConical, type LucideIcon, Rocket, TrendingUp, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { RelativeTime } from '@/components/ui/relative-time';
import { proofDetail, proofLink } from '../lib/proof-link';

const LOOK: Record<HomeProofKind, { icon: LucideIcon; tone: string }> = {
  experiment: { icon: FlaskConical, tone: 'bg-gold-50 text-gold-800' },
  experiment_passed: { icon: Trophy, tone: 'bg-success-600/10 text-success-600' },
  readiness_current: { icon: Rocket, tone: 'bg-sapphire-50 text-sapphire-700' },
  readiness_bump: { icon: TrendingUp, tone: 'bg-sapphire-50 text-sapphire-700' },
};

/** One Live Proof: what happened, its title or score, when, and where it leads (if anywhere). */
export function ProofItem({ proof }: { proof: HomeProof }) {
  const { icon: Icon, tone } = LOOK[proof.kind];
  const link = proofLink(proof);
  const detail = proofDetail(proof);
  const body = (
    <>
      <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-ink">{T.kinds[proof.kind]}</span>
        {detail ? (
          <span className="line-clamp-2 block text-sm break-words text-ink-muted">{detail}</span>
        ) : null}
        <RelativeTime value={proof.createdAt} className="block text-xs text-ink-muted" />
      </span>
    </>
  );
  if (!link) {
    return (
      <div className="flex items-center gap-3 px-4 py-3" data-kind={proof.kind}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={link.to}
      data-kind={proof.kind}
      className="flex items-center gap-3 px-4 py-3 outline-offset-[-2px] hover:bg-surface-muted focus-visible:bg-surface-muted"
    >
      {body}
      <span className="hidden shrink-0 text-sm font-medium text-sapphire-700 sm:inline">{link.label}</span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-muted" />
    </Link>
  );
}
