import { ROLE_ENDPOINTS, ROLES } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface RoleOption {
  slug: string;
  name: string;
}

/** The contract's list, used when the roles table cannot be read or is empty (000 section 6). */
export const FALLBACK_ROLES: readonly RoleOption[] = ROLES;

/** Roles a person can sign up with, from GET /api/roles. */
export function useRoles() {
  return useQuery({
    queryKey: ['roles'],
    queryFn: async ({ signal }) => (await api(ROLE_ENDPOINTS.list, { signal })).roles,
  });
}
