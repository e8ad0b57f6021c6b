import {
  CommentPageSchema,
  IDEA_API,
  IDEA_TEXT,
  PROFILE_API,
  WORKSPACE_API,
  WorkspaceMessagesSchema,
} from '@ibh/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IDEA_FILES_PREFIX } from './idea-storage.ts';
import { castSuite, joinIdea, postIdea } from './ideas.test-kit.ts';

const { t, cast } = castSuite();

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 160, b: 20 } } })
    .png()
    .toBuffer();

describe('deleting an account (decision 22)', () => {
  it("removes the person's ideas and their stored files, and keeps their comments and messages elsewhere, anonymised", async () => {
    // The team member owns nothing yet: make them an idea owner with an idea and a picture.
    const leaving = cast.teamMember;
    await t.database.db
      .updateTable('users')
      .set({ role: 'idea_owner' })
      .where('id', '=', leaving.user.id)
      .execute();
    const ownIdea = await postIdea(leaving.agent, { title: 'Soon gone' });
    const put = await leaving.agent.request('PUT', `${IDEA_API.files(ownIdea)}?name=cover.png`, await png(), {
      'content-type': 'image/png',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await t.app.ctx.storage.list(`${IDEA_FILES_PREFIX}${ownIdea}/`)).toHaveLength(1);

    // On someone else's idea they comment and chat as a team member.
    const shared = await postIdea(cast.owner.agent, { title: 'Stays' });
    await joinIdea(t.database.db, shared, cast);
    expect((await leaving.agent.post(IDEA_API.comments(shared), { body: 'Count me in' })).statusCode).toBe(
      200,
    );
    expect(
      (await leaving.agent.post(WORKSPACE_API.messages(shared), { body: 'Hello team' })).statusCode,
    ).toBe(201);

    const deleted = await leaving.agent.request('DELETE', PROFILE_API.me, { confirm: true, hard: true });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect((await cast.owner.agent.get(IDEA_API.idea(ownIdea))).statusCode).toBe(404);
    expect(await t.app.ctx.storage.list(`${IDEA_FILES_PREFIX}${ownIdea}/`)).toHaveLength(0);

    const comments = CommentPageSchema.parse((await cast.owner.agent.get(IDEA_API.comments(shared))).json());
    expect(comments.items.map((c) => [c.body, c.author.fullName])).toEqual([
      ['Count me in', IDEA_TEXT.deletedUser],
    ]);
    const messages = WorkspaceMessagesSchema.parse(
      (await cast.owner.agent.get(WORKSPACE_API.messages(shared))).json(),
    );
    expect(messages.items.map((m) => [m.body, m.sender.fullName])).toEqual([
      ['Hello team', IDEA_TEXT.deletedUser],
    ]);
    const detail = (await cast.owner.agent.get(IDEA_API.idea(shared))).json();
    expect(detail.team).toEqual([]);
  });
});
