import type { IdeaPerson } from '@ibh/contract';
import type { Storage } from '../../platform/storage/storage.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';
import type { PersonRow } from './person-json.ts';

/** The API shape of a person; avatar URLs are signed (30 days). */
export async function toIdeaPerson(storage: Storage, row: PersonRow): Promise<IdeaPerson> {
  return {
    id: row.id,
    fullName: nameOf(row),
    avatarUrl: await signAvatarUrl(storage, row.avatar_path),
    role: row.role,
    headline: row.headline ?? row.tagline ?? null,
    country: row.country,
    isVerified: row.is_verified ?? false,
  };
}

/** Maps many rows, keeping order. */
export function toIdeaPeople(storage: Storage, rows: readonly PersonRow[]): Promise<IdeaPerson[]> {
  return Promise.all(rows.map((row) => toIdeaPerson(storage, row)));
}
