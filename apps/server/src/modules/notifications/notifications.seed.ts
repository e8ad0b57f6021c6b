import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { DEMO_ACCOUNTS } from '../auth/auth.seed.ts';
import { nameOf } from '../profiles/profile-view.ts';
import {
  type ComposedNotification,
  composeNotification,
  type NotificationInput,
  notificationColumns,
} from './compose-notification.ts';
import { excerpt } from './notification-events.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Older demo notifications are read; the last days' are waiting, so every bell has a badge. */
const READ_AFTER_MS = 3 * DAY;
const PER_KIND = 3;

interface Planned {
  input: NotificationInput;
  at: Date;
}

async function namesOf(trx: Transaction<DB>): Promise<Map<string, string>> {
  const rows = await trx
    .selectFrom('users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.full_name', 'p.display_name'])
    .execute();
  return new Map(rows.map((row) => [row.id, nameOf(row)]));
}

/**
 * Notifications of the demo accounts, drawn from what the earlier seeders created: an open
 * Accept / Decline notice for every pending request on their ideas and every team invite
 * waiting for them, answers to their own requests, recent follows and comments, a welcome
 * and a system update. Some read, some not.
 */
/** The product news every demo account got, and how long ago. */
const SYSTEM_UPDATES: [ago: number, message: string][] = [
  [10 * DAY, 'Direct messages are open: write to anyone from their profile or card.'],
  [DAY, 'Notifications are here: follows, requests and answers now reach you live.'],
];

export const notificationsSeeder: Seeder = {
  name: 'notifications',
  async run(trx) {
    const accounts = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where(
        'email',
        'in',
        DEMO_ACCOUNTS.map((a) => a.email),
      )
      .execute();
    if (accounts.length === 0) return;
    const ids = accounts.map((a) => a.id);
    const names = await namesOf(trx);
    const now = Date.now();
    const planned: Planned[] = [];
    const ideaVars = (from: string | null, title: string) => ({
      from_name: from ? names.get(from) : undefined,
      idea_title: title,
    });

    for (const account of accounts) {
      planned.push({
        input: { userId: account.id, type: 'welcome' },
        at: new Date(now - 30 * DAY),
      });
      for (const [ago, message] of SYSTEM_UPDATES) {
        planned.push({
          input: { userId: account.id, type: 'system_update', variables: { message } },
          at: new Date(now - ago),
        });
      }
    }

    // Requests waiting on the demo owners' ideas, and answers to the demo accounts' own requests.
    const requests = await trx
      .selectFrom('idea_collab_interest as c')
      .innerJoin('ideas as i', 'i.id', 'c.idea_id')
      .select(['c.id', 'c.idea_id', 'c.user_id', 'c.status', 'c.message', 'c.created_at', 'c.responded_at'])
      .select(['i.user_id as owner_id', 'i.title'])
      .where((eb) => eb.or([eb('i.user_id', 'in', ids), eb('c.user_id', 'in', ids)]))
      .execute();
    for (const r of requests) {
      if (r.status === 'pending' && ids.includes(r.owner_id)) {
        planned.push({
          input: {
            userId: r.owner_id,
            type: 'collab_request_received',
            fromUserId: r.user_id,
            targetId: r.idea_id,
            variables: { ...ideaVars(r.user_id, r.title), message: r.message },
            actionData: { collaborationId: r.id, ideaId: r.idea_id },
          },
          at: new Date(r.created_at),
        });
      }
      if ((r.status === 'accepted' || r.status === 'declined') && ids.includes(r.user_id) && r.responded_at) {
        planned.push({
          input: {
            userId: r.user_id,
            type: r.status === 'accepted' ? 'collab_request_accepted' : 'collab_request_declined',
            fromUserId: r.owner_id,
            targetId: r.idea_id,
            variables: ideaVars(r.owner_id, r.title),
          },
          at: new Date(r.responded_at),
        });
      }
    }

    const invites = await trx
      .selectFrom('idea_team_invites as t')
      .innerJoin('ideas as i', 'i.id', 't.idea_id')
      .select(['t.id', 't.idea_id', 't.inviter_id', 't.invitee_id', 't.created_at', 'i.title'])
      .where('t.status', '=', 'pending')
      .where('t.invitee_id', 'in', ids)
      .execute();
    for (const invite of invites) {
      planned.push({
        input: {
          userId: invite.invitee_id,
          type: 'team_invite_received',
          fromUserId: invite.inviter_id,
          targetId: invite.idea_id,
          variables: ideaVars(invite.inviter_id, invite.title),
          actionData: { teamInviteId: invite.id, ideaId: invite.idea_id },
        },
        at: new Date(invite.created_at),
      });
    }

    for (const account of accounts) {
      const ideaFollows = await trx
        .selectFrom('idea_follows as f')
        .innerJoin('ideas as i', 'i.id', 'f.idea_id')
        .select(['f.idea_id', 'f.user_id', 'f.created_at', 'i.title'])
        .where('i.user_id', '=', account.id)
        .where('f.user_id', '<>', account.id)
        .orderBy('f.created_at', 'desc')
        .limit(PER_KIND)
        .execute();
      for (const f of ideaFollows) {
        planned.push({
          input: {
            userId: account.id,
            type: 'idea_followed',
            fromUserId: f.user_id,
            targetId: f.idea_id,
            variables: ideaVars(f.user_id, f.title),
          },
          at: new Date(f.created_at),
        });
      }
      const followers = await trx
        .selectFrom('follows')
        .select(['follower_id', 'created_at'])
        .where('following_id', '=', account.id)
        .where('status', '=', 'accepted')
        .orderBy('created_at', 'desc')
        .limit(PER_KIND)
        .execute();
      for (const f of followers) {
        planned.push({
          input: {
            userId: account.id,
            type: 'user_followed',
            fromUserId: f.follower_id,
            targetType: 'user',
            targetId: f.follower_id,
            variables: { from_name: names.get(f.follower_id) },
          },
          at: new Date(f.created_at),
        });
      }
      const comments = await trx
        .selectFrom('idea_comments as c')
        .innerJoin('ideas as i', 'i.id', 'c.idea_id')
        .select(['c.idea_id', 'c.user_id', 'c.body', 'c.created_at', 'i.title'])
        .where('i.user_id', '=', account.id)
        .where('c.user_id', 'is not', null)
        .where('c.user_id', '<>', account.id)
        .orderBy('c.created_at', 'desc')
        .limit(PER_KIND)
        .execute();
      for (const c of comments) {
        planned.push({
          input: {
            userId: account.id,
            type: 'comment_added',
            fromUserId: c.user_id,
            targetId: c.idea_id,
            variables: { ...ideaVars(c.user_id, c.title), message: excerpt(c.body) },
          },
          at: new Date(c.created_at),
        });
      }
    }

    const rows = planned.map(({ input, at }) => {
      const n = composeNotification(input) as ComposedNotification;
      const created = new Date(Math.min(now, at.getTime()));
      return {
        ...notificationColumns(n),
        // Open requests stay unread until answered; the rest are read once a few days old.
        is_read: !n.meta.actionable && now - created.getTime() > READ_AFTER_MS,
        created_at: created,
        updated_at: created,
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto('notifications')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  },
};
