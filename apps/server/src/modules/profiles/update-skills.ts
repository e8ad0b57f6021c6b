import type { AppContext } from '../../platform/context.ts';
import { lockOwnProfile } from './own-profile.ts';
import { replaceSkillLevels, updateProfile } from './profiles.repo.ts';

export interface RatedSkill {
  skill: string;
  level: number;
}

/** Trimmed, first spelling of a name wins, highest level first (stable for equal levels). */
function normalizeRated(skills: RatedSkill[]): RatedSkill[] {
  const seen = new Set<string>();
  const out: RatedSkill[] = [];
  for (const { skill, level } of skills) {
    const name = skill.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push({ skill: name, level });
  }
  return out.sort((a, b) => b.level - a.level);
}

/**
 * PUT /api/profiles/me/skills: the person's skills with a level 1..5. Replaces both the
 * rated skills and the profile's skill list (so the finder and the editor see the same names).
 */
export async function updateMySkills(
  ctx: AppContext,
  userId: string,
  skills: RatedSkill[],
): Promise<{ skills: RatedSkill[] }> {
  const rated = normalizeRated(skills);
  await ctx.db.transaction().execute(async (trx) => {
    await lockOwnProfile(trx, userId);
    await replaceSkillLevels(trx, userId, rated);
    await updateProfile(trx, userId, { skills: rated.map((s) => s.skill) });
  });
  return { skills: rated };
}
