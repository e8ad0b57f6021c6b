import { MATCH_LIMITS, MATCH_REASONS } from '@ibh/contract';
import type { CandidateRow, Preferences } from './cofounders.repo.ts';

/**
 * The entries of `display` whose lower-cased twin (same position in `lowered`, as Postgres
 * lower-cased it) is among `wanted`, first spelling of each kept, up to `cap`.
 */
function matched(display: (string | null)[], lowered: (string | null)[], wanted: string[], cap: number) {
  const want = new Set(wanted);
  const seen = new Set<string>();
  const out: string[] = [];
  display.forEach((item, index) => {
    const key = lowered[index];
    if (item && key && want.has(key) && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  });
  return out.slice(0, cap);
}

/**
 * The reason chips of a card: the criteria of MATCH_POINTS this person met, in that order.
 * Mirrors scoreExpression (cofounders.repo.ts), which ranks with the same rules in SQL.
 */
export function reasonsOf(me: Preferences, row: CandidateRow): string[] {
  const roles = matched(
    [row.primary_profession, ...row.secondary_roles],
    row.roles_lc,
    me.roles,
    MATCH_LIMITS.roles,
  );
  const skills = matched(row.skills, row.skills_lc, me.wantedSkills, MATCH_LIMITS.skills);
  const reciprocal = matched(
    row.looking_for_skills,
    row.looking_for_skills_lc,
    me.skills,
    MATCH_LIMITS.reciprocalSkills,
  );
  const reasons = [
    ...roles.map(MATCH_REASONS.role),
    ...skills.map(MATCH_REASONS.skill),
    ...reciprocal.map(MATCH_REASONS.reciprocalSkill),
  ];
  if (row.collaboration_type && row.collaboration_type === me.collaborationType) {
    reasons.push(MATCH_REASONS.collaborationType(row.collaboration_type));
  }
  if (
    me.availability !== null &&
    Math.abs(row.availability_per_week - me.availability) <= MATCH_LIMITS.availabilityWithinHours
  ) {
    reasons.push(MATCH_REASONS.availability(row.availability_per_week));
  }
  if (row.stage_preference === me.stage) reasons.push(MATCH_REASONS.stage(row.stage_preference));
  if (row.location_preference === me.location) reasons.push(MATCH_REASONS.location(row.location_preference));
  if (row.country && me.country !== null && row.country_lc === me.country) {
    reasons.push(MATCH_REASONS.sameCountry(row.country));
  }
  return reasons;
}
