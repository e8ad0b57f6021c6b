import {
  type CreateTask,
  IDEA_TEXT,
  type UpdateTask,
  WORKSPACE_EVENTS,
  WORKSPACE_LIMITS,
  type WorkspaceTask,
} from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertWorkspaceMember, type IdeaAccess, loadIdeaAccess } from '../ideas/idea-access.ts';
import { countRows, findTask, listTasks, loadTask, lockIdea } from './workspace.repo.ts';
import { publishWorkspaceEvent } from './workspace-events.ts';

const TASK_NOT_FOUND = 'Task not found';

/** An assignee must be in the workspace: owner, team member or accepted collaborator. */
async function assertAssignable(db: Executor, ideaId: string, assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  const access = await loadIdeaAccess(db, ideaId, assigneeId);
  if (!access?.isMember) {
    throw new AppError('E_INVALID_INPUT', IDEA_TEXT.assigneeNotMember, {
      fields: { 'body.assigneeId': [IDEA_TEXT.assigneeNotMember] },
    });
  }
}

/** The task and its idea's access for the viewer; a task of a workspace they cannot see is 404. */
async function taskForMember(db: Executor, userId: string, taskId: string) {
  const task = await findTask(db, taskId, { forUpdate: true });
  if (!task) throw notFound(TASK_NOT_FOUND);
  let access: IdeaAccess;
  try {
    access = await assertWorkspaceMember(db, task.idea_id, userId);
  } catch (error) {
    // Do not tell a stranger that a task id exists.
    if (error instanceof AppError && error.code === 'E_NOT_FOUND') throw notFound(TASK_NOT_FOUND);
    throw error;
  }
  return { task, access };
}

export async function getTasks(ctx: AppContext, userId: string, ideaId: string) {
  await assertWorkspaceMember(ctx.db, ideaId, userId);
  return { items: await listTasks(ctx.db, ctx.storage, ideaId) };
}

/** POST /api/workspaces/:id/tasks: any member adds a task (todo), at most tasksMax per idea. */
export async function createTask(
  ctx: AppContext,
  userId: string,
  ideaId: string,
  input: CreateTask,
): Promise<WorkspaceTask> {
  return ctx.db.transaction().execute(async (trx) => {
    await assertWorkspaceMember(trx, ideaId, userId);
    await lockIdea(trx, ideaId);
    await assertAssignable(trx, ideaId, input.assigneeId);
    if ((await countRows(trx, 'workspace_tasks', ideaId)) >= WORKSPACE_LIMITS.tasksMax) {
      throw new AppError('E_LIMIT_EXCEEDED', `A workspace holds at most ${WORKSPACE_LIMITS.tasksMax} tasks.`);
    }
    const row = await trx
      .insertInto('workspace_tasks')
      .values({
        idea_id: ideaId,
        title: input.title,
        assignee_id: input.assigneeId ?? null,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const task = await loadTask(trx, ctx.storage, row.id);
    await publishWorkspaceEvent(ctx, ideaId, WORKSPACE_EVENTS.taskChanged, task, trx);
    return task;
  });
}

/** PATCH /api/workspace-tasks/:id: any member renames, moves (any status to any) or reassigns. */
export async function updateTask(
  ctx: AppContext,
  userId: string,
  taskId: string,
  input: UpdateTask,
): Promise<WorkspaceTask> {
  return ctx.db.transaction().execute(async (trx) => {
    const { task } = await taskForMember(trx, userId, taskId);
    if (input.assigneeId !== undefined) await assertAssignable(trx, task.idea_id, input.assigneeId);
    await trx
      .updateTable('workspace_tasks')
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.assigneeId !== undefined ? { assignee_id: input.assigneeId } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', taskId)
      .execute();
    const updated = await loadTask(trx, ctx.storage, taskId);
    await publishWorkspaceEvent(ctx, task.idea_id, WORKSPACE_EVENTS.taskChanged, updated, trx);
    return updated;
  });
}

/** DELETE /api/workspace-tasks/:id: its creator or the idea's owner. */
export async function deleteTask(ctx: AppContext, userId: string, taskId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { task, access } = await taskForMember(trx, userId, taskId);
    if (!access.isOwner && task.created_by !== userId) throw new AppError('E_NOT_AUTHORIZED');
    await trx.deleteFrom('workspace_tasks').where('id', '=', taskId).execute();
    await publishWorkspaceEvent(ctx, task.idea_id, WORKSPACE_EVENTS.taskDeleted, { id: taskId }, trx);
  });
}
