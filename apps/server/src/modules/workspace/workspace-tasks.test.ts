import { IDEA_TEXT, TASK_STATUSES, WORKSPACE_API, WORKSPACE_LIMITS } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-server.ts';
import { buildCast } from '../collab/collab.fixtures.ts';

const t = useTestApp();

describe('workspace tasks', () => {
  it('any member adds, lists (created order), renames, moves in any direction and reassigns', async () => {
    const cast = await buildCast(t);
    const a = await cast.collaborator.agent.post(WORKSPACE_API.tasks(cast.ideaId), {
      title: '  Interview users ',
    });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      ideaId: cast.ideaId,
      title: 'Interview users',
      status: 'todo',
      assignee: null,
    });
    const b = (
      await cast.member.agent.post(WORKSPACE_API.tasks(cast.ideaId), {
        title: 'Landing page',
        assigneeId: cast.owner.user.id,
      })
    ).json();
    expect(b.assignee).toMatchObject({ id: cast.owner.user.id, fullName: 'Olive Owner' });
    const list = (await cast.owner.agent.get(WORKSPACE_API.tasks(cast.ideaId))).json().items;
    expect(list.map((x: { id: string }) => x.id)).toEqual([a.json().id, b.id]);

    for (const status of ['done', 'todo', 'doing', 'done', 'doing', 'todo'] as const) {
      const moved = await cast.member.agent.patch(WORKSPACE_API.task(b.id), { status });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().status).toBe(status);
    }
    expect(TASK_STATUSES).toEqual(['todo', 'doing', 'done']);
    const renamed = await cast.collaborator.agent.patch(WORKSPACE_API.task(b.id), {
      title: 'New landing page',
      assigneeId: cast.collaborator.user.id,
    });
    expect(renamed.json()).toMatchObject({
      title: 'New landing page',
      assignee: { id: cast.collaborator.user.id },
    });
    expect(
      (await cast.owner.agent.patch(WORKSPACE_API.task(b.id), { assigneeId: null })).json().assignee,
    ).toBeNull();
  });

  it('refuses an assignee outside the workspace, an empty title and a bad status', async () => {
    const cast = await buildCast(t);
    for (const outsider of [cast.requester, cast.stranger]) {
      const res = await cast.owner.agent.post(WORKSPACE_API.tasks(cast.ideaId), {
        title: 'x',
        assigneeId: outsider.user.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(IDEA_TEXT.assigneeNotMember);
    }
    const empty = await cast.owner.agent.post(WORKSPACE_API.tasks(cast.ideaId), { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields['body.title']).toEqual([IDEA_TEXT.taskTitleRequired]);
    const long = await cast.owner.agent.post(WORKSPACE_API.tasks(cast.ideaId), {
      title: 'x'.repeat(WORKSPACE_LIMITS.taskTitleMax + 1),
    });
    expect(long.statusCode).toBe(400);
    const task = (await cast.owner.agent.post(WORKSPACE_API.tasks(cast.ideaId), { title: 'ok' })).json();
    expect(
      (await cast.owner.agent.patch(WORKSPACE_API.task(task.id), { status: 'blocked' })).statusCode,
    ).toBe(400);
    const reassign = await cast.owner.agent.patch(WORKSPACE_API.task(task.id), {
      assigneeId: cast.stranger.user.id,
    });
    expect(reassign.statusCode).toBe(400);
  });

  it(`holds at most ${WORKSPACE_LIMITS.tasksMax} tasks per idea`, async () => {
    const cast = await buildCast(t);
    await t.database.db
      .insertInto('workspace_tasks')
      .values(
        Array.from({ length: WORKSPACE_LIMITS.tasksMax }, (_, i) => ({
          idea_id: cast.ideaId,
          title: `Task ${i}`,
          created_by: cast.owner.user.id,
        })),
      )
      .execute();
    const res = await cast.member.agent.post(WORKSPACE_API.tasks(cast.ideaId), { title: 'One more' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('E_LIMIT_EXCEEDED');
    expect((await cast.member.agent.get(WORKSPACE_API.tasks(cast.ideaId))).json().items).toHaveLength(
      WORKSPACE_LIMITS.tasksMax,
    );
  });

  it('the creator or the owner deletes a task; other members may not', async () => {
    const cast = await buildCast(t);
    const mine = (await cast.member.agent.post(WORKSPACE_API.tasks(cast.ideaId), { title: 'Mine' })).json();
    const other = (await cast.member.agent.post(WORKSPACE_API.tasks(cast.ideaId), { title: 'Other' })).json();
    const refused = await cast.collaborator.agent.delete(WORKSPACE_API.task(mine.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('E_NOT_AUTHORIZED');
    expect((await cast.member.agent.delete(WORKSPACE_API.task(mine.id))).json()).toEqual({ ok: true });
    expect((await cast.owner.agent.delete(WORKSPACE_API.task(other.id))).statusCode).toBe(200);
    expect((await cast.owner.agent.delete(WORKSPACE_API.task(other.id))).statusCode).toBe(404);
    expect((await cast.owner.agent.get(WORKSPACE_API.tasks(cast.ideaId))).json().items).toEqual([]);
  });

  it('is closed to requesters, strangers and professionals (404 for tasks of a private idea)', async () => {
    const cast = await buildCast(t);
    const task = (await cast.owner.agent.post(WORKSPACE_API.tasks(cast.ideaId), { title: 'Secret' })).json();
    for (const who of [cast.requester, cast.stranger, cast.professional]) {
      expect((await who.agent.get(WORKSPACE_API.tasks(cast.ideaId))).statusCode).toBe(403);
      expect((await who.agent.post(WORKSPACE_API.tasks(cast.ideaId), { title: 'x' })).statusCode).toBe(403);
      const patch = await who.agent.patch(WORKSPACE_API.task(task.id), { status: 'done' });
      expect(patch.statusCode).toBe(403);
      expect(patch.json().error.code).toBe('E_NOT_TEAM_MEMBER');
      expect((await who.agent.delete(WORKSPACE_API.task(task.id))).statusCode).toBe(403);
    }
    const hidden = await buildCast(t, { visibility: 'private' });
    const secret = (
      await hidden.owner.agent.post(WORKSPACE_API.tasks(hidden.ideaId), { title: 'Secret' })
    ).json();
    const res = await hidden.stranger.agent.patch(WORKSPACE_API.task(secret.id), { status: 'done' });
    expect(res.statusCode).toBe(404);
  });
});
