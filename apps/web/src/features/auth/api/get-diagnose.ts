import { AUTH_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiRequestError } from '@/lib/api-client';

export const diagnoseKey = ['auth', 'diagnose'] as const;

/** The session as the server sees it; null when nobody is signed in (401). */
export async function getDiagnose(signal?: AbortSignal) {
  try {
    return await api(AUTH_ENDPOINTS.diagnose, { signal });
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useDiagnose() {
  return useQuery({ queryKey: diagnoseKey, queryFn: ({ signal }) => getDiagnose(signal), staleTime: 0 });
}
