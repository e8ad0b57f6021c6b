import { PROFILE_ENDPOINTS } from '@ibh/contract';
import { api } from '@/lib/api-client';

/** Deletes the account for real (the two-step dialog confirmed it). */
export function deleteAccount() {
  return api(PROFILE_ENDPOINTS.deleteAccount, { body: { confirm: true, hard: true } });
}
