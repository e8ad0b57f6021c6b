/** The stored impact score is 0..1; people see it out of 10 (001 sections 3.1 and 9). */
const IMPACT_SCALE = 10;

/** '8.2': the impact score times ten, one decimal, clamped to 0..10. */
export function impactOutOfTen(score: number): string {
  return (Math.min(Math.max(score, 0), 1) * IMPACT_SCALE).toFixed(1);
}
