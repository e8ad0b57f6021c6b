import { randomUUID } from 'node:crypto';
import type { Insertable, InsertObject, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { demoEmail } from '../profiles/profiles.seed-people.ts';
import { DEMO_IDEAS, DEMO_OWNERS } from './ideas.seed-ideas.ts';
import {
  COLLABS,
  COMMENTS,
  FAVOURITES,
  IDEA_FOLLOWS,
  PEOPLE_FOLLOWS,
  REPLIES,
  SAVES,
  TEAM,
  TEAM_INVITES,
  WORKSPACES,
} from './ideas.seed-links.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const BATCH = 500;

/** A small seeded generator (mulberry32): the same demo data on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const emailOf = (person: string) => (person.includes('@') ? person : demoEmail(person));

async function insertAll<T extends keyof DB & string>(
  trx: Transaction<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as InsertObject<DB, T>[])
      .execute();
  }
}

type IdeaRow = Insertable<DB['ideas']> & { id: string; created_at: Date; updated_at: Date };

/** Sixty ideas of the demo idea owners, over the last four months. */
function ideaRows(userIds: Map<string, string>, now: number): IdeaRow[] {
  return DEMO_IDEAS.map((idea, i) => {
    const created = new Date(now - ((i * 37) % 120) * DAY - ((i * 7) % 24) * HOUR - 2 * DAY);
    const updated = new Date(Math.min(now - HOUR, created.getTime() + ((i * 11) % 6) * DAY));
    const owner = userIds.get(DEMO_OWNERS[idea.owner] as string);
    if (!owner) throw new Error(`demo ideas: no owner ${idea.owner}`);
    return {
      id: randomUUID(),
      user_id: owner,
      title: idea.title,
      one_liner: idea.oneLiner,
      short_description: idea.shortDescription,
      stage: idea.stage,
      visibility: idea.isPrivate ? 'private' : 'public',
      open_for_collab: idea.openForCollab,
      is_premium: idea.isPremium,
      tags: idea.tags,
      industry: idea.industry,
      looking_for: idea.lookingFor,
      skills: idea.skills,
      created_at: created,
      updated_at: updated,
    };
  });
}

/** Demo ideas with likes, threaded comments, saves, follows, favourites, teams, collaborations and workspaces. */
export const ideasSeeder: Seeder = {
  name: 'ideas',
  async run(trx) {
    const users = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'like', '%@demo.test')
      .orderBy('email')
      .execute();
    const userIds = new Map(users.map((u) => [u.email, u.id]));
    const person = (who: string) => {
      const id = userIds.get(emailOf(who));
      if (!id) throw new Error(`demo ideas: no person ${who}`);
      return id;
    };
    const now = Date.now();
    const random = seededRandom(20_250_501);
    const ideas = ideaRows(userIds, now);
    await insertAll(trx, 'ideas', ideas);
    const byTitle = new Map(ideas.map((idea) => [idea.title, idea]));
    const idea = (title: string) => {
      const found = byTitle.get(title);
      if (!found) throw new Error(`demo ideas: no idea ${title}`);
      return found;
    };
    /** A time after the idea was posted, `share` (0..1) of the way to now. */
    const after = (row: IdeaRow, share: number) =>
      new Date(row.created_at.getTime() + share * (now - row.created_at.getTime()));

    // Teams, collaborations and invites: members are who may see private ideas.
    const members = new Map(ideas.map((row) => [row.id, new Set([row.user_id])]));
    await insertAll(
      trx,
      'idea_team_members',
      TEAM.map(([title, who], i) => {
        members.get(idea(title).id)?.add(person(who));
        return {
          idea_id: idea(title).id,
          member_id: person(who),
          added_at: after(idea(title), 0.2 + (i % 5) * 0.1),
        };
      }),
    );
    await insertAll(
      trx,
      'idea_collab_interest',
      COLLABS.map(([title, who, status, message], i) => {
        const row = idea(title);
        if (status === 'accepted') members.get(row.id)?.add(person(who));
        const asked = after(row, 0.3 + (i % 4) * 0.1);
        return {
          idea_id: row.id,
          user_id: person(who),
          status,
          message,
          created_at: asked,
          responded_at: status === 'pending' ? null : new Date(asked.getTime() + 6 * HOUR),
        };
      }),
    );
    await insertAll(
      trx,
      'idea_team_invites',
      TEAM_INVITES.map(([title, who, message]) => ({
        idea_id: idea(title).id,
        inviter_id: idea(title).user_id,
        invitee_id: person(who),
        message,
        created_at: after(idea(title), 0.8),
      })),
    );

    // The demo accounts' saves, follows and favourites, then everyone else's at random.
    const links = {
      idea_saves: new Set<string>(),
      idea_follows: new Set<string>(),
      idea_likes: new Set<string>(),
    };
    const rows: Record<keyof typeof links | 'idea_favorites', Insertable<DB['idea_saves']>[]> = {
      idea_saves: [],
      idea_follows: [],
      idea_likes: [],
      idea_favorites: [],
    };
    const add = (table: keyof typeof rows, row: IdeaRow, userId: string, share: number) => {
      const key = `${row.id}:${userId}`;
      if (table !== 'idea_favorites') {
        if (links[table].has(key)) return;
        links[table].add(key);
      }
      rows[table].push({ idea_id: row.id, user_id: userId, created_at: after(row, share) });
    };
    for (const [table, list] of [
      ['idea_saves', SAVES],
      ['idea_follows', IDEA_FOLLOWS],
      ['idea_favorites', FAVOURITES],
    ] as const) {
      for (const [who, titles] of list) {
        titles.forEach((title, k) => {
          add(table, idea(title), person(who), 0.5 + k * 0.08);
        });
      }
    }
    const everyone = users.map((u) => u.id);
    for (const row of ideas) {
      // Private ideas only hear from their members.
      const audience = row.visibility === 'private' ? [...(members.get(row.id) ?? [])] : everyone;
      for (const userId of audience) {
        if (userId === row.user_id) continue;
        if (random() < 0.2) add('idea_likes', row, userId, random());
        if (random() < 0.05) add('idea_saves', row, userId, random());
        if (random() < 0.07) add('idea_follows', row, userId, random());
      }
    }
    await insertAll(trx, 'idea_likes', rows.idea_likes);
    await insertAll(trx, 'idea_saves', rows.idea_saves);
    await insertAll(trx, 'idea_follows', rows.idea_follows);
    await insertAll(trx, 'idea_favorites', rows.idea_favorites);

    // Threaded comments: a few top-level comments per idea, some answered by the owner.
    const comments: Insertable<DB['idea_comments']>[] = [];
    for (const row of ideas) {
      const audience = [...(row.visibility === 'private' ? (members.get(row.id) ?? []) : everyone)].filter(
        (id) => id !== row.user_id,
      );
      const count = audience.length ? Math.floor(random() * 5) : 0;
      for (let c = 0; c < count; c++) {
        const id = randomUUID();
        const at = after(row, 0.1 + random() * 0.6);
        const author = audience[Math.floor(random() * audience.length)] as string;
        const body = COMMENTS[Math.floor(random() * COMMENTS.length)] as string;
        comments.push({ id, idea_id: row.id, user_id: author, body, created_at: at, updated_at: at });
        if (random() < 0.6) {
          const replyAt = new Date(at.getTime() + (1 + Math.floor(random() * 20)) * HOUR);
          const reply = REPLIES[Math.floor(random() * REPLIES.length)] as string;
          comments.push({
            idea_id: row.id,
            user_id: row.user_id,
            parent_id: id,
            body: reply,
            created_at: replyAt,
            updated_at: replyAt,
          });
        }
      }
    }
    await insertAll(trx, 'idea_comments', comments);

    // Workspaces of the busiest ideas.
    const messages: Insertable<DB['workspace_messages']>[] = [];
    const tasks: Insertable<DB['workspace_tasks']>[] = [];
    for (const workspace of WORKSPACES) {
      const row = idea(workspace.idea);
      workspace.messages.forEach(([who, body], k) => {
        messages.push({
          idea_id: row.id,
          sender_id: person(who),
          body,
          created_at: after(row, 0.7 + k * 0.05),
        });
      });
      workspace.tasks.forEach(([who, title, status], k) => {
        const at = after(row, 0.6 + k * 0.05);
        tasks.push({
          idea_id: row.id,
          title,
          status,
          assignee_id: who ? person(who) : null,
          created_by: row.user_id,
          created_at: at,
          updated_at: at,
        });
      });
    }
    await insertAll(trx, 'workspace_messages', messages);
    await insertAll(trx, 'workspace_tasks', tasks);

    await trx
      .insertInto('follows')
      .values(PEOPLE_FOLLOWS.map(([from, to]) => ({ follower_id: person(from), following_id: person(to) })))
      .onConflict((oc) => oc.columns(['follower_id', 'following_id']).doNothing())
      .execute();
  },
};
