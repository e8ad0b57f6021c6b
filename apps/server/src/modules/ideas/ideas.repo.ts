import { type Insertable, sql, type Updateable } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/executor.ts';
import { type PersonRow, personColumns } from '../people/person-json.ts';
import { CARD_COLUMNS, CARD_FIELDS, canReadSql, type IdeaCardRow, OWNER_JSON } from './idea-card.ts';
import { storedKeysOfIdeas } from './idea-stored-keys.ts';
import type { IdeasTable } from './ideas.tables.ts';

const NO_VIEWER = '00000000-0000-0000-0000-000000000000';

export async function insertIdea(db: Executor, row: Insertable<IdeasTable>): Promise<string> {
  const inserted = await db.insertInto('ideas').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateIdea(db: Executor, ideaId: string, row: Updateable<IdeasTable>): Promise<void> {
  await db
    .updateTable('ideas')
    .set({ ...row, updated_at: sql<Date>`now()` })
    .where('id', '=', ideaId)
    .execute();
}

/** Deletes an idea (its rows cascade) and returns the storage keys it held. */
export async function deleteIdeaRow(db: Executor, ideaId: string): Promise<string[]> {
  const keys = await storedKeysOfIdeas(db, [ideaId]);
  await db.deleteFrom('ideas').where('id', '=', ideaId).execute();
  return keys;
}

/** The idea's files so far, with the idea row locked so two uploads cannot both take the last slot. */
export async function lockFileSlots(db: Executor, ideaId: string): Promise<number> {
  const row = await db
    .selectFrom('ideas as i')
    .select((eb) => [
      sql<number>`cardinality(i.image_paths)`.as('images'),
      eb
        .selectFrom('idea_files as f')
        .select((f) => f.fn.countAll<number>().as('n'))
        .whereRef('f.idea_id', '=', 'i.id')
        .as('files'),
    ])
    .where('i.id', '=', ideaId)
    .forUpdate('i')
    .executeTakeFirstOrThrow();
  return Number(row.images) + Number(row.files ?? 0);
}

export async function appendImage(db: Executor, ideaId: string, key: string): Promise<void> {
  await db
    .updateTable('ideas')
    .set({
      image_paths: sql<string[]>`array_append(image_paths, ${key}::text)`,
      image_path: sql<string>`coalesce(image_path, ${key}::text)`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', ideaId)
    .execute();
}

export async function insertAttachment(
  db: Executor,
  file: { ideaId: string; path: string; name: string; contentType: string; sizeBytes: number },
): Promise<void> {
  await db
    .insertInto('idea_files')
    .values((eb) => ({
      idea_id: file.ideaId,
      path: file.path,
      name: file.name,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
      position: eb
        .selectFrom('idea_files')
        .select(sql<number>`coalesce(max(position), -1) + 1`.as('next'))
        .where('idea_id', '=', file.ideaId),
    }))
    .execute();
  await db.updateTable('ideas').set({ updated_at: sql<Date>`now()` }).where('id', '=', file.ideaId).execute();
}

/** Cards by id (any visibility: callers decide who may see them), in no particular order. */
export async function selectIdeaCards(
  db: Executor,
  ids: readonly string[],
  viewerId: string | null,
): Promise<IdeaCardRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(ids.map((id) => sql`${id}::uuid`));
  const result = await sql<IdeaCardRow>`
    select ${CARD_COLUMNS}, ${OWNER_JSON} as owner, ${canReadSql(viewerId)} as can_read
    from ideas i where i.id in (${list})`.execute(db);
  return result.rows;
}

export type PersonWithDate = PersonRow & { joined_at: string };

/**
 * Everything the idea page shows, in one query: the idea, its owner, attachments, team and
 * accepted collaborators with their dates, and what the viewer has done on it.
 */
export function selectIdeaDetail(db: Executor, ideaId: string, viewerId: string | null) {
  const viewer = viewerId ?? NO_VIEWER;
  return db
    .selectFrom('ideas as i')
    .select([
      ...CARD_FIELDS,
      'i.full_description',
      'i.roadmap',
      'i.skills',
      'i.funding',
      'i.availability',
      'i.image_paths',
      OWNER_JSON.as('owner'),
      sql<boolean>`true`.as('can_read'),
    ])
    .select((eb) => {
      const mine = (table: 'idea_likes' | 'idea_saves' | 'idea_follows' | 'idea_favorites') =>
        eb.exists(
          eb
            .selectFrom(`${table} as m`)
            .select('m.user_id')
            .whereRef('m.idea_id', '=', 'i.id')
            .where('m.user_id', '=', viewer),
        );
      // The team or the accepted collaborators, each a person with the date they joined, oldest first.
      const members = (kind: 'team' | 'collaborator') =>
        jsonArrayFrom(
          eb
            .selectFrom('idea_members as t')
            .innerJoin('people as pu', 'pu.id', 't.user_id')
            .select([...personColumns, 't.joined_at'])
            .whereRef('t.idea_id', '=', 'i.id')
            .where('t.kind', '=', kind)
            .orderBy('t.joined_at')
            .orderBy('t.user_id'),
        );
      return [
        mine('idea_likes').as('liked'),
        mine('idea_saves').as('saved'),
        mine('idea_follows').as('following'),
        mine('idea_favorites').as('favorite'),
        jsonArrayFrom(
          eb
            .selectFrom('idea_files as f')
            .select(['f.id', 'f.name', 'f.path', 'f.content_type', 'f.size_bytes'])
            .whereRef('f.idea_id', '=', 'i.id')
            .orderBy('f.position'),
        ).as('files'),
        members('team').as('team'),
        members('collaborator').as('collaborators'),
        jsonObjectFrom(
          eb
            .selectFrom('idea_collab_requests as r')
            .select(['r.id', 'r.status'])
            .whereRef('r.idea_id', '=', 'i.id')
            .where('r.user_id', '=', viewer),
        ).as('collab_request'),
        jsonObjectFrom(
          eb
            .selectFrom('idea_team_invitations as v')
            .select(['v.id', 'v.message'])
            .whereRef('v.idea_id', '=', 'i.id')
            .where('v.invitee_id', '=', viewer)
            .where('v.status', '=', 'pending')
            .orderBy('v.created_at', 'desc')
            .limit(1),
        ).as('team_invite'),
      ];
    })
    .where('i.id', '=', ideaId)
    .executeTakeFirst();
}
export type IdeaDetailRow = NonNullable<Awaited<ReturnType<typeof selectIdeaDetail>>>;
