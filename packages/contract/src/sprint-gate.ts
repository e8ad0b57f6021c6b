import { SPRINT } from './limits.ts';

/**
 * The pass gate, the progress status and the confidence figure of an interview sprint (001 sections
 * 4.4, 5; decision 75). Pure, so the server (finalize) and the screen (chips, Complete Sprint) agree.
 */
export const SPRINT_OUTCOMES = ['positive', 'neutral', 'negative'] as const;
export type SprintOutcome = (typeof SPRINT_OUTCOMES)[number];
export const SPRINT_STATUSES = ['passed', 'not_met', 'on_track', 'at_risk'] as const;
export type SprintStatus = (typeof SPRINT_STATUSES)[number];

export interface GateTotals {
  positives: number;
  neutrals: number;
  negatives: number;
}

/** Required positives: max(ceil(0.7 × target), min_validated, the stored setting (default 8)). */
export function requiredPositives(
  target: number,
  minValidated: number | null | undefined,
  stored: number = SPRINT.storedGateDefault,
): number {
  return Math.max(Math.ceil(SPRINT.gateRatio * target), minValidated ?? 0, stored);
}

/**
 * The required positives of a sprint as its screen holds it: the one number the gate chip (header),
 * the setup form's tip and the server's finalize check all show (issue 26 item 9).
 */
export const sprintRequiredPositives = (s: {
  targetCount: number;
  passGate: { minValidated: number };
  storedGate: number;
}) => requiredPositives(s.targetCount, s.passGate.minValidated, s.storedGate);

export const totalOf = (t: GateTotals) => t.positives + t.neutrals + t.negatives;

export function gateMet(t: GateTotals, required: number): boolean {
  return t.positives >= required;
}

/** passed / not_met once the target is reached; else on_track when positives ≥ half of the interviews held. */
export function sprintStatus(t: GateTotals, target: number, required: number): SprintStatus {
  const total = totalOf(t);
  if (total >= target) return gateMet(t, required) ? 'passed' : 'not_met';
  return t.positives * 2 >= total ? 'on_track' : 'at_risk';
}

/** Progress: interviews held out of the target, capped at 100%. */
export function progressPercent(total: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.round((100 * total) / target));
}

/**
 * Confidence (decision 75): how far the positives have come towards the gate, in whole percent,
 * capped at 100 — `round(100 × positives / required)`. 100 means the gate is met.
 */
export function confidencePercent(t: GateTotals, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.round((100 * t.positives) / required));
}

/** Complete Sprint is offered when the gate check allows it and there is at least one interview. */
export function canComplete(t: GateTotals, required: number): boolean {
  return totalOf(t) >= 1 && gateMet(t, required);
}

export interface GateView {
  target: number;
  required: number;
  total: number;
  status: SprintStatus;
  progress: number;
  confidence: number;
  gateMet: boolean;
  canComplete: boolean;
}

export function gateView(t: GateTotals, target: number, required: number): GateView {
  const total = totalOf(t);
  return {
    target,
    required,
    total,
    status: sprintStatus(t, target, required),
    progress: progressPercent(total, target),
    confidence: confidencePercent(t, required),
    gateMet: gateMet(t, required),
    canComplete: canComplete(t, required),
  };
}
