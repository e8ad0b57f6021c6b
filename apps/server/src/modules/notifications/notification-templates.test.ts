import {
  fillTemplate,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  NOTIFICATION_VARIABLES,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { composeNotification } from './compose-notification.ts';
import { excerpt } from './notification-events.ts';
import { NOTIFICATION_TEMPLATES } from './notification-templates.ts';

const USER = '00000000-0000-4000-8000-000000000001';
const FROM = '00000000-0000-4000-8000-000000000002';
const IDEA = '00000000-0000-4000-8000-000000000003';

describe('notification templates', () => {
  it('cover the 20 types of 000 section 4, each with a category, an icon and a colour', () => {
    expect(Object.keys(NOTIFICATION_TEMPLATES).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    expect(NOTIFICATION_TYPES).toHaveLength(20);
    for (const type of NOTIFICATION_TYPES) {
      const template = NOTIFICATION_TEMPLATES[type];
      expect(NOTIFICATION_CATEGORIES, type).toContain(template.category);
      expect(template.icon, type).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(['gold', 'sapphire', 'success', 'danger', 'neutral'], type).toContain(template.color);
      expect(template.title.length, type).toBeGreaterThan(0);
      // Only the spec's variables appear in the templates.
      for (const [, name] of `${template.title} ${template.body}`.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)) {
        expect(NOTIFICATION_VARIABLES, `${type}: ${name}`).toContain(name);
      }
    }
  });

  it('offer the actions of 000 section 4; the other types are informational', () => {
    const actionsOf = (type: keyof typeof NOTIFICATION_TEMPLATES) =>
      NOTIFICATION_TEMPLATES[type].actions.map((a) => `${a.label}:${a.action}`);
    const offered = {
      collab_request_received: ['Accept:accept_collaboration', 'Decline:decline_collaboration'],
      collab_invite: ['Accept:accept_collaboration', 'Decline:decline_collaboration'],
      team_invite_received: ['Accept:accept_team_invite', 'Decline:decline_team_invite'],
      validation_order_placed: ['Start Work:start_validation', 'View Details:view_details'],
      validation_order_delivered: ['Approve:approve_validation', 'Request Changes:request_changes'],
      collab_request: ['View Request:view_request'],
    } as const;
    for (const [type, actions] of Object.entries(offered)) {
      expect(actionsOf(type as keyof typeof offered), type).toEqual(actions);
    }
    const withActions = NOTIFICATION_TYPES.filter((type) => NOTIFICATION_TEMPLATES[type].actions.length > 0);
    expect(withActions.sort()).toEqual(
      [
        'collab_request',
        'collab_request_received',
        'collab_invite',
        'team_invite_received',
        'validation_order_placed',
        'validation_order_delivered',
      ].sort(),
    );
  });

  it('put collaboration, shop and system types in their categories', () => {
    expect(NOTIFICATION_TEMPLATES.collab_request_received.category).toBe('collab');
    expect(NOTIFICATION_TEMPLATES.user_followed.category).toBe('collab');
    expect(NOTIFICATION_TEMPLATES.validation_order_placed.category).toBe('proshop');
    expect(NOTIFICATION_TEMPLATES.validation_order_cancelled.category).toBe('proshop');
    expect(NOTIFICATION_TEMPLATES.welcome.category).toBe('system');
    expect(NOTIFICATION_TEMPLATES.system_update.category).toBe('system');
  });
});

describe('placeholders (000 section 5)', () => {
  it('are replaced by their variables, and left in place when a variable is missing or empty', () => {
    const template = '{{from_name}} wants to collaborate on "{{idea_title}}" {{message}}';
    expect(fillTemplate(template, { from_name: 'Ava', idea_title: 'HireLoop', message: 'hi' })).toBe(
      'Ava wants to collaborate on "HireLoop" hi',
    );
    expect(fillTemplate(template, { from_name: 'Ava', idea_title: '', message: '   ' })).toBe(
      'Ava wants to collaborate on "{{idea_title}}" {{message}}',
    );
    expect(fillTemplate(template, {})).toBe(template);
  });

  it('render a notification: title, body, link, and the 000 section 3 meta', () => {
    const n = composeNotification({
      userId: USER,
      type: 'collab_request_received',
      fromUserId: FROM,
      variables: { from_name: 'Rita', idea_title: 'HireLoop' },
      targetId: IDEA,
      actionData: { collaborationId: 'c1', ideaId: IDEA },
    });
    expect(n).toMatchObject({
      userId: USER,
      type: 'collab_request_received',
      category: 'collab',
      title: 'New collaboration request',
      body: 'Rita wants to collaborate on "HireLoop".',
      link: `/idea/${IDEA}`,
      fromUserId: FROM,
      dedupeKey: null,
      meta: {
        category: 'collab',
        icon: 'user-plus',
        color: 'sapphire',
        action: 'accept_collaboration',
        fromUserId: FROM,
        targetType: 'idea',
        targetId: IDEA,
        actionable: true,
        actions: [
          { action: 'accept_collaboration', label: 'Accept' },
          { action: 'decline_collaboration', label: 'Decline' },
        ],
        actionData: { collaborationId: 'c1', ideaId: IDEA },
        templateType: 'collab_request_received',
        variables: { from_name: 'Rita', idea_title: 'HireLoop' },
        resolved: false,
        resolution: null,
      },
    });
  });

  it('keep a placeholder whose variable is missing in the stored title and body', () => {
    const n = composeNotification({ userId: USER, type: 'idea_followed', variables: { from_name: 'Leo' } });
    expect(n?.body).toBe('Leo started following "{{idea_title}}".');
  });

  it('build links as /{targetType}/{targetId}, and /dashboard without an id', () => {
    const link = (type: string, targetId?: string) =>
      composeNotification({ userId: USER, type, targetId })?.link;
    expect(link('idea_followed', IDEA)).toBe(`/idea/${IDEA}`);
    expect(link('user_followed', FROM)).toBe(`/user/${FROM}`);
    expect(link('validation_order_placed', 'o-1')).toBe('/order/o-1');
    expect(link('welcome', IDEA)).toBe('/dashboard');
    expect(link('idea_followed')).toBe('/dashboard');
  });

  it('refuse an unknown type', () => {
    expect(composeNotification({ userId: USER, type: 'collab_party' })).toBeNull();
    expect(composeNotification({ userId: USER, type: '' })).toBeNull();
  });

  it('make a type actionable only with the ids its buttons act on, and never a test sample', () => {
    const bare = composeNotification({ userId: USER, type: 'team_invite_received' });
    expect(bare?.meta).toMatchObject({ actionable: false, actions: [], action: null });
    const test = composeNotification({
      userId: USER,
      type: 'validation_order_placed',
      actionData: { orderId: 'o-1' },
      test: true,
    });
    expect(test?.meta).toMatchObject({
      actionable: false,
      actionData: {},
      actions: [{ action: 'view_details', label: 'View Details' }],
      test: true,
    });
    const link = composeNotification({
      userId: USER,
      type: 'collab_request',
      actionData: { collaborationId: 'c' },
    });
    expect(link?.meta).toMatchObject({ actionable: false, actions: [{ action: 'view_request' }] });
  });

  it('key follow notices by type, follower and target so repeats can be skipped', () => {
    expect(
      composeNotification({ userId: USER, type: 'idea_followed', fromUserId: FROM, targetId: IDEA })
        ?.dedupeKey,
    ).toBe(`idea_followed:${FROM}:${IDEA}`);
    expect(
      composeNotification({ userId: USER, type: 'user_followed', fromUserId: FROM, targetId: FROM })
        ?.dedupeKey,
    ).toBe(`user_followed:${FROM}:${FROM}`);
    expect(
      composeNotification({ userId: USER, type: 'comment_added', fromUserId: FROM })?.dedupeKey,
    ).toBeNull();
  });

  it('cut a comment excerpt at the limit', () => {
    expect(excerpt('  short \n\n comment ')).toBe('short comment');
    const long = excerpt('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
