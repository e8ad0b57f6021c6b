import {
  type IdeaPerson,
  WORKSPACE,
  WORKSPACE_LIMITS,
  type WorkspaceFile,
  type WorkspaceMessage,
  type WorkspaceTask,
} from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { deletedPerson, type PersonRow, personJson, selectPeople } from '../people/person-json.ts';
import { toIdeaPeople, toIdeaPerson } from '../people/person-view.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const personOrNull = (storage: Storage, row: PersonRow | null) =>
  row ? toIdeaPerson(storage, row) : Promise.resolve(null);

/** Locks the idea row so counted inserts (tasks, files) cannot pass a limit together. */
export async function lockIdea(db: Executor, ideaId: string): Promise<void> {
  await db.selectFrom('idea_cards').select('id').where('id', '=', ideaId).forUpdate().execute();
}

export async function countRows(
  db: Executor,
  table: 'workspace_tasks' | 'workspace_files',
  ideaId: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idea_id', '=', ideaId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Messages ---------------------------------------------------------------------------------

function messagesQuery(db: Executor) {
  return db
    .selectFrom('workspace_messages as m')
    .select((eb) => [
      'm.id',
      'm.idea_id',
      'm.body',
      'm.created_at',
      personJson(eb, 'm.sender_id').as('sender'),
    ]);
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesQuery>['executeTakeFirstOrThrow']>>;

async function toMessage(storage: Storage, row: MessageRow): Promise<WorkspaceMessage> {
  return {
    id: row.id,
    ideaId: row.idea_id,
    body: row.body,
    createdAt: iso(row.created_at),
    sender: await toIdeaPerson(storage, row.sender ?? deletedPerson()),
  };
}

/** The latest WORKSPACE.messages messages, oldest first. */
export async function latestMessages(db: Executor, storage: Storage, ideaId: string) {
  const rows = await messagesQuery(db)
    .where('m.idea_id', '=', ideaId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(WORKSPACE.messages)
    .execute();
  return Promise.all(rows.reverse().map((row) => toMessage(storage, row)));
}

export async function loadMessage(db: Executor, storage: Storage, id: string) {
  return toMessage(storage, await messagesQuery(db).where('m.id', '=', id).executeTakeFirstOrThrow());
}

// Tasks ------------------------------------------------------------------------------------

function tasksQuery(db: Executor) {
  return db
    .selectFrom('workspace_tasks as t')
    .select((eb) => [
      't.id',
      't.idea_id',
      't.title',
      't.status',
      't.created_by',
      't.created_at',
      't.updated_at',
      personJson(eb, 't.assignee_id').as('assignee'),
    ]);
}
type TaskRow = Awaited<ReturnType<ReturnType<typeof tasksQuery>['executeTakeFirstOrThrow']>>;

async function toTask(storage: Storage, row: TaskRow): Promise<WorkspaceTask> {
  return {
    id: row.id,
    ideaId: row.idea_id,
    title: row.title,
    status: row.status,
    assignee: await personOrNull(storage, row.assignee),
    createdById: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Every task of the idea (at most WORKSPACE_LIMITS.tasksMax), in created order. */
export async function listTasks(db: Executor, storage: Storage, ideaId: string) {
  const rows = await tasksQuery(db)
    .where('t.idea_id', '=', ideaId)
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(WORKSPACE_LIMITS.tasksMax)
    .execute();
  return Promise.all(rows.map((row) => toTask(storage, row)));
}

export async function loadTask(db: Executor, storage: Storage, id: string) {
  return toTask(storage, await tasksQuery(db).where('t.id', '=', id).executeTakeFirstOrThrow());
}

export function findTask(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('workspace_tasks').select(['id', 'idea_id', 'created_by']).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

// Files ------------------------------------------------------------------------------------

function filesQuery(db: Executor) {
  return db
    .selectFrom('workspace_files as f')
    .select((eb) => [
      'f.id',
      'f.name',
      'f.content_type',
      'f.size_bytes',
      'f.created_at',
      'f.uploader_id',
      personJson(eb, 'f.uploader_id').as('uploader'),
    ]);
}
type FileRow = Awaited<ReturnType<ReturnType<typeof filesQuery>['executeTakeFirstOrThrow']>>;
export interface FileViewer {
  id: string;
  isOwner: boolean;
}

async function toFile(storage: Storage, row: FileRow, viewer: FileViewer): Promise<WorkspaceFile> {
  return {
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    createdAt: iso(row.created_at),
    uploader: await personOrNull(storage, row.uploader),
    canDelete: viewer.isOwner || row.uploader_id === viewer.id,
  };
}

/** The newest WORKSPACE.files files; the uploader and the owner may delete each. */
export async function listFiles(db: Executor, storage: Storage, ideaId: string, viewer: FileViewer) {
  const rows = await filesQuery(db)
    .where('f.idea_id', '=', ideaId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(WORKSPACE.files)
    .execute();
  return Promise.all(rows.map((row) => toFile(storage, row, viewer)));
}

export async function loadFile(db: Executor, storage: Storage, id: string, viewer: FileViewer) {
  return toFile(storage, await filesQuery(db).where('f.id', '=', id).executeTakeFirstOrThrow(), viewer);
}

export function findFile(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('workspace_files')
    .select(['id', 'idea_id', 'uploader_id', 'path', 'name'])
    .where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

// Members and presence ---------------------------------------------------------------------

/** The owner's profile country, tags and the like: the idea as the workspace shows it. */
export function loadWorkspaceIdea(db: Executor, ideaId: string) {
  return db
    .selectFrom('idea_cards as i')
    .leftJoin('person_profiles as op', 'op.user_id', 'i.user_id')
    .select([
      'i.id',
      'i.user_id',
      'i.title',
      'i.short_description',
      'i.stage',
      'i.visibility',
      'i.tags',
      'i.looking_for',
      'i.image_paths',
      'i.created_at',
      'op.country',
    ])
    .where('i.id', '=', ideaId)
    .executeTakeFirstOrThrow();
}

function membersOfKind(db: Executor, ideaId: string, kind: 'team' | 'collaborator') {
  return db
    .selectFrom('idea_members')
    .select('user_id as id')
    .where('idea_id', '=', ideaId)
    .where('kind', '=', kind)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
}

/** Team members (oldest first) and accepted collaborators (by when they joined). */
export async function memberIdsOf(db: Executor, ideaId: string) {
  const [team, collaborators] = await Promise.all([
    membersOfKind(db, ideaId, 'team'),
    membersOfKind(db, ideaId, 'collaborator'),
  ]);
  return { team: team.map((r) => r.id), collaborators: collaborators.map((r) => r.id) };
}

/** People by id, in the order of `ids`. */
export async function peopleInOrder(db: Executor, storage: Storage, ids: readonly string[]) {
  const rows = await selectPeople(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is PersonRow => row !== undefined);
  return toIdeaPeople(storage, ordered);
}

/** Who pinged within the presence window: the latest WORKSPACE.presenceAvatars, and how many in all. */
export async function presenceOf(
  db: Executor,
  storage: Storage,
  ideaId: string,
): Promise<{ presence: IdeaPerson[]; presenceTotal: number }> {
  const since = sql<Date>`now() - make_interval(secs => ${WORKSPACE_LIMITS.presenceWindowMs / 1000})`;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('workspace_presence')
      .select('user_id')
      .where('idea_id', '=', ideaId)
      .where('seen_at', '>', since)
      .orderBy('seen_at', 'desc')
      .orderBy('user_id')
      .limit(WORKSPACE.presenceAvatars)
      .execute(),
    db
      .selectFrom('workspace_presence')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idea_id', '=', ideaId)
      .where('seen_at', '>', since)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    presence: await peopleInOrder(
      db,
      storage,
      rows.map((r) => r.user_id),
    ),
    presenceTotal: Number(total.n),
  };
}

/**
 * Records a ping; true when the person was not present before it (no row, or their last
 * ping fell out of the window).
 */
export async function touchPresence(db: Executor, ideaId: string, userId: string): Promise<boolean> {
  const windowSeconds = WORKSPACE_LIMITS.presenceWindowMs / 1000;
  const previous = await db
    .selectFrom('workspace_presence')
    .select(sql<boolean>`seen_at > now() - make_interval(secs => ${windowSeconds})`.as('present'))
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  await db
    .insertInto('workspace_presence')
    .values({ idea_id: ideaId, user_id: userId })
    .onConflict((oc) => oc.columns(['idea_id', 'user_id']).doUpdateSet({ seen_at: sql<Date>`now()` }))
    .execute();
  return !previous?.present;
}
