import { useQuery } from '@tanstack/react-query';
import { myProfileQuery } from '@/lib/my-profile';

export { myProfileKey } from '@/lib/my-profile';

/** The signed-in person's own profile, every field (GET /api/profiles/me). */
export function useMyProfile() {
  return useQuery(myProfileQuery());
}
