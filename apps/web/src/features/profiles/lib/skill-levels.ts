import { PROFILE_LIMITS, SKILL_LEVEL_LABELS, SKILL_LEVEL_UNRATED } from '@ibh/contract';

export interface RatedSkill {
  skill: string;
  level: number;
}

/** Chosen levels keyed by the skill's name in lower case (names are unique regardless of case). */
export type SkillLevels = Record<string, number>;

/** Levels 1..5 with their names, lowest first. */
export const SKILL_LEVELS = SKILL_LEVEL_LABELS.map((label, index) => ({ level: index + 1, label }));
const MIN_LEVEL = 1;
const MAX_LEVEL = SKILL_LEVEL_LABELS.length;
/** What a listed skill nobody rated is saved as: the middle level. */
export const DEFAULT_SKILL_LEVEL = Math.ceil(MAX_LEVEL / 2);
export const DEFAULT_SKILL_LEVEL_LABEL = SKILL_LEVEL_LABELS[DEFAULT_SKILL_LEVEL - 1] ?? '';

export const skillKey = (skill: string) => skill.trim().toLowerCase();

/** The rated skills of a profile (GET /api/profiles/:id lists unrated ones with level 0). */
export function levelsOf(skills: readonly RatedSkill[]): SkillLevels {
  const levels: SkillLevels = {};
  for (const { skill, level } of skills) {
    if (level > SKILL_LEVEL_UNRATED) levels[skillKey(skill)] = level;
  }
  return levels;
}

/** A skill's chosen level, or the middle one when it has none. */
export function levelOf(levels: SkillLevels, skill: string): number {
  const key = skillKey(skill);
  const level = Object.hasOwn(levels, key) ? levels[key] : undefined;
  return level !== undefined && level >= MIN_LEVEL && level <= MAX_LEVEL ? level : DEFAULT_SKILL_LEVEL;
}

/**
 * The PUT /api/profiles/me/skills body for the listed skills: each with its level (the middle
 * one when unrated), trimmed, no empty names or repeats, at most the contract's 20.
 */
export function ratedSkills(skills: readonly string[], levels: SkillLevels): RatedSkill[] {
  const seen = new Set<string>();
  const out: RatedSkill[] = [];
  for (const name of skills) {
    const skill = name.trim();
    const key = skillKey(skill);
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    out.push({ skill: skill.slice(0, PROFILE_LIMITS.listItem), level: levelOf(levels, skill) });
  }
  return out.slice(0, PROFILE_LIMITS.listItems);
}
