import { useMyReadiness } from '@/lib/my-readiness';

/** The signed-in owner's founder readiness score, for the wizard's nudge (the shared readiness query). */
export function useMyReadinessScore(): number | undefined {
  return useMyReadiness().data?.score;
}
