import { IDEA, IDEA_TEXT, PATHS } from '@ibh/contract';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useMyReadinessScore } from '../api/my-readiness';

/** 'Stand out on Explore…' with 'Complete now' while the readiness score is under 60. */
export function ReadinessNudge() {
  const score = useMyReadinessScore();
  if (score === undefined || score >= IDEA.readinessNudgeBelow) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-gold-100 bg-gold-50 px-4 py-3 text-sm text-gold-800">
      <Sparkles aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 font-medium">{IDEA_TEXT.readinessNudge}</p>
      <Link
        to={`${PATHS.editProfile}#founder-readiness`}
        className="inline-flex min-h-10 items-center font-semibold underline underline-offset-2 hover:text-ink"
      >
        {IDEA_TEXT.readinessNudgeLink}
      </Link>
    </div>
  );
}
