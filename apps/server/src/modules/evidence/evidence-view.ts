import type { EvidenceScope, EvidenceSignals, EvidenceState, PersonRef } from '@ibh/contract';
import { IDEA_TEXT } from '@ibh/contract';
import type { Storage } from '../../platform/storage/storage.ts';
import type { PersonRow } from '../people/person-json.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';
import type { StoredVersionState } from './evidence.tables.ts';

/** The state shown: tombstoned entries are tombstoned; a finalized version of a linked entry is `linked`. */
export function shownState(
  stored: StoredVersionState,
  entry: { tombstoned_at: Date | string | null; linked_idea_id: string | null },
): EvidenceState {
  if (entry.tombstoned_at) return 'tombstoned';
  if (stored === 'finalized' && entry.linked_idea_id) return 'linked';
  return stored;
}

export function toSignals(row: {
  pro_upvotes: number | string;
  community_upvotes: number | string;
  pro_cosigns: number | string;
  useful_count: number | string;
  attestations: number | string;
  weighted_upvotes: number | string;
  weighted_useful: number | string;
}): EvidenceSignals {
  return {
    proUpvotes: Number(row.pro_upvotes),
    communityUpvotes: Number(row.community_upvotes),
    proCosigns: Number(row.pro_cosigns),
    usefulCount: Number(row.useful_count),
    attestations: Number(row.attestations),
    weightedUpvotes: Number(row.weighted_upvotes),
    weightedUseful: Number(row.weighted_useful),
  };
}

export async function toPersonRef(storage: Storage, row: PersonRow | null): Promise<PersonRef> {
  if (!row) return { id: '', name: IDEA_TEXT.deletedUser, avatarUrl: null };
  return { id: row.id, name: nameOf(row), avatarUrl: await signAvatarUrl(storage, row.avatar_path) };
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export { signalsSql } from './evidence-sql.ts';
export type { EvidenceScope };
