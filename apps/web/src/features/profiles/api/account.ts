import { PROFILE_API } from '@ibh/contract';
import { api } from '@/lib/api-client';

/** Deletes the account for real (the two-step dialog confirmed it). */
export function deleteAccount() {
  return api.delete(PROFILE_API.me, { body: { confirm: true, hard: true } });
}
