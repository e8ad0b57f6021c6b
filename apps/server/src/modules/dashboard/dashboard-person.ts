import type { PeopleItem } from '@ibh/contract';
import type { Storage } from '../../platform/storage/storage.ts';
import type { PersonRow } from '../people/person-json.ts';
import { toIdeaPerson } from '../people/person-view.ts';
import { isoTime } from './dashboard-idea.ts';
import type { PeopleSource } from './dashboard-people.repo.ts';

export interface PeopleRow {
  person_id: string;
  source: PeopleSource;
  idea_id: string | null;
  idea_title: string | null;
  since: Date | string;
  person: PersonRow | null;
}

/** A people item; a person whose account is gone (null) is left out by the caller. */
export async function toPeopleItem(storage: Storage, row: PeopleRow): Promise<PeopleItem | null> {
  if (!row.person) return null;
  return {
    ...(await toIdeaPerson(storage, row.person)),
    source: row.source,
    ideaId: row.idea_id,
    ideaTitle: row.idea_title,
    since: isoTime(row.since),
  };
}

export async function toPeopleItems(storage: Storage, rows: readonly PeopleRow[]): Promise<PeopleItem[]> {
  const items = await Promise.all(rows.map((row) => toPeopleItem(storage, row)));
  return items.filter((item): item is PeopleItem => item !== null);
}
