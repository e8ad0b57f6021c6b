import type { MyProfile } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myProfileKey } from '@/lib/my-profile';

/** A write the server answers with the whole own profile; the answer replaces the cached one. */
export function useMyProfileWrite<Body>(write: (body: Body) => Promise<MyProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (profile) => queryClient.setQueryData(myProfileKey, profile),
  });
}
