import { type MyProfile, PROFILE_ENDPOINTS, type PublicProfile } from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myProfileKey } from '@/lib/my-profile';
import { levelsOf, type RatedSkill } from '../lib/skill-levels';
import { publicProfileQuery } from './public-profile';

const selectLevels = (profile: PublicProfile) => levelsOf(profile.skills);

/**
 * The person's current skill levels. GET /api/profiles/me lists skill names only; the levels
 * (user_skills) come with the profile as others see it, which its owner can always read.
 * `enabled` false once read: saves then only mark the shared cache stale for /profile.
 */
export function useSkillLevels(userId: string, enabled: boolean) {
  return useQuery({ ...publicProfileQuery(userId), select: selectLevels, enabled });
}

/** PUT /api/profiles/me/skills: replaces the rated skills and the profile's skill list. */
export function saveSkillLevels(skills: RatedSkill[]) {
  return api(PROFILE_ENDPOINTS.skills, { body: { skills } });
}

export function useSaveSkillLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkillLevels,
    onSuccess: async ({ skills }) => {
      // The server keeps the list highest level first, like /profile shows it.
      queryClient.setQueryData<MyProfile>(myProfileKey, (old) =>
        old ? { ...old, skills: skills.map((s) => s.skill) } : old,
      );
      await queryClient.invalidateQueries({ queryKey: ['profiles', 'public'] });
    },
  });
}
