import type { MyProfile } from '@ibh/contract';
import { useEffect, useState } from 'react';
import type { UseFormResetField } from 'react-hook-form';
import { useSaveSkillLevels, useSkillLevels } from '../api/skill-levels';
import type { ProfileFormValues } from '../lib/profile-form';
import { levelsOf, ratedSkills, type SkillLevels } from '../lib/skill-levels';

export type SkillLevelsStatus = 'loading' | 'error' | 'ready';

export interface SkillLevelsForm {
  status: SkillLevelsStatus;
  retry: () => void;
  /**
   * After the PATCH: PUT the listed skills with their levels (the middle one when unrated) and
   * answer the profile and levels the server now holds. Skipped while the levels are not
   * loaded, so levels nobody saw are never overwritten.
   */
  saveAfter: (saved: MyProfile, chosen: SkillLevels) => Promise<{ profile: MyProfile; levels: SkillLevels }>;
}

/**
 * The editor's skill levels: read once into the form's `skillLevels` (after any refetch of a
 * stale cache has finished), then saved with the page's Save.
 */
export function useSkillLevelsForm(
  userId: string,
  resetField: UseFormResetField<ProfileFormValues>,
): SkillLevelsForm {
  const [applied, setApplied] = useState(false);
  const query = useSkillLevels(userId, !applied);
  const save = useSaveSkillLevels();
  const { data, isFetching } = query;
  useEffect(() => {
    if (applied || !data || isFetching) return;
    resetField('skillLevels', { defaultValue: data });
    setApplied(true);
  }, [applied, data, isFetching, resetField]);

  const saveAfter: SkillLevelsForm['saveAfter'] = async (saved, chosen) => {
    if (!applied) return { profile: saved, levels: chosen };
    if (saved.skills.length === 0) return { profile: saved, levels: {} };
    const { skills } = await save.mutateAsync(ratedSkills(saved.skills, chosen));
    return { profile: { ...saved, skills: skills.map((s) => s.skill) }, levels: levelsOf(skills) };
  };

  return {
    status: applied ? 'ready' : query.isError && !isFetching ? 'error' : 'loading',
    retry: () => void query.refetch(),
    saveAfter,
  };
}
