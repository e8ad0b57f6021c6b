import {
  ADMIN_CONSOLE_API,
  ERRORS,
  MILESTONE_STATUSES,
  type MilestoneStatus,
  ORDER_API,
  ORDER_ERROR_TEXT,
  ORDER_STATUSES,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { orderRowIn, statusOf } from './orders.rows-kit.ts';
import {
  ACTORS,
  type Actor,
  allowed,
  MILESTONE_ORDER_STATES,
  MILESTONE_ROWS,
  type MilestoneMove,
  milestoneRefusal,
  ORDER_ROWS,
  type OrderMove,
  orderRefusal,
  type Refusal,
} from './orders.spec-table.ts';
import { orderSuite } from './orders.test-kit.ts';

/**
 * Issue 28: the order and milestone tables are the only place their transitions are decided. Every
 * (state, action, actor) is asked through the HTTP API, on an order written straight into its
 * tables in that state, and the answer is compared with the spec's table (orders.spec-table.ts),
 * never with the code's transition tables. An allowed move answers 2xx and leaves the new state; a
 * refused one answers the coded error and changes nothing.
 */
const suite = orderSuite();
/** The running app (read after beforeAll). */
const app = () => suite.t.app;

const agentOf = (actor: Actor): Agent => {
  const w = suite.w;
  return {
    buyer: w.buyer.agent,
    professional: w.pro.agent,
    admin: w.admin.agent,
    stranger: w.stranger.agent,
  }[actor];
};

const ORDER_CALLS: Record<OrderMove, (id: string) => { url: string; body?: unknown }> = {
  checkout: (id) => ({ url: ORDER_API.checkout(id) }),
  start: (id) => ({ url: ORDER_API.start(id) }),
  cancel: (id) => ({ url: ORDER_API.cancel(id), body: {} }),
  dispute: (id) => ({ url: ORDER_API.dispute(id), body: { reason: 'Not what we agreed' } }),
  answer_dispute: (id) => ({ url: ORDER_API.answerDispute(id), body: { text: 'It was delivered.' } }),
  resolve_complete: (id) => ({ url: ADMIN_CONSOLE_API.resolveDispute(id), body: { resolution: 'complete' } }),
  resolve_refund: (id) => ({ url: ADMIN_CONSOLE_API.resolveDispute(id), body: { resolution: 'refund' } }),
  resolve_reopen: (id) => ({ url: ADMIN_CONSOLE_API.resolveDispute(id), body: { resolution: 'reopen' } }),
  resolve_split: (id) => ({
    url: ADMIN_CONSOLE_API.resolveDispute(id),
    body: { resolution: 'split', releaseCents: 4_000 },
  }),
};

const MILESTONE_CALLS: Record<MilestoneMove, (o: string, m: string) => { url: string; body?: unknown }> = {
  submit: (o, m) => ({ url: ORDER_API.submit(o, m), body: {} }),
  resubmit: (o, m) => ({ url: ORDER_API.resubmit(o, m), body: {} }),
  approve: (o, m) => ({ url: ORDER_API.approve(o, m) }),
  request_revision: (o, m) => ({ url: ORDER_API.revision(o, m), body: { notes: 'Please change' } }),
};

function expectRefusal(
  res: { statusCode: number; body: string; json(): { error: { code: string; message: string } } },
  refusal: Refusal,
  cell: string,
) {
  expect(res.statusCode, `${cell}: ${res.body}`).toBe(refusal.status);
  const message =
    refusal.code === 'E_NOT_VISIBLE' ? ORDER_ERROR_TEXT.noWorkroomAccess : ERRORS[refusal.code].message;
  expect(res.json().error, cell).toEqual(expect.objectContaining({ code: refusal.code, message }));
}

const ORDER_MOVES = Object.keys(ORDER_CALLS) as OrderMove[];

describe('every order move in every status, for buyer, professional, admin and stranger (001 4.1, 6, 8)', () => {
  for (const state of ORDER_STATUSES) {
    it(`from ${state}`, async () => {
      // Refusals change nothing, so they share one order; each allowed move gets its own.
      const shared = await orderRowIn(app(), suite.w, state);
      for (const move of ORDER_MOVES) {
        for (const actor of ACTORS) {
          const cell = `${actor} ${move} from ${state}`;
          const to = allowed(ORDER_ROWS, state, move, actor);
          const order = to ? await orderRowIn(app(), suite.w, state) : shared;
          const { url, body } = ORDER_CALLS[move](order.id);
          const res = await agentOf(actor).post(url, body);
          if (to) {
            expect(res.statusCode, `${cell}: ${res.body}`).toBeLessThan(300);
            expect((await statusOf(app(), order.id)).order, cell).toBe(to);
          } else {
            expectRefusal(res, orderRefusal(state, move, actor), cell);
            expect((await statusOf(app(), order.id)).order, `${cell} changed nothing`).toBe(state);
          }
        }
      }
    });
  }
});

const MILESTONE_MOVES = Object.keys(MILESTONE_CALLS) as MilestoneMove[];
/** The walk's milestone is the second; the others stay open, so no milestone moves the order. */
const withSecond = (status: MilestoneStatus): MilestoneStatus[] => ['open', status, 'open'];

describe('every milestone move in every milestone status of an order in progress (001 4.2, 6)', () => {
  for (const state of MILESTONE_STATUSES) {
    it(`from ${state}`, async () => {
      const shared = await orderRowIn(app(), suite.w, 'in_progress', withSecond(state));
      for (const move of MILESTONE_MOVES) {
        for (const actor of ACTORS) {
          const cell = `${actor} ${move} on a ${state} milestone`;
          const to = allowed(MILESTONE_ROWS, state, move, actor);
          const order = to ? await orderRowIn(app(), suite.w, 'in_progress', withSecond(state)) : shared;
          const { url, body } = MILESTONE_CALLS[move](order.id, order.milestones[1] as string);
          const res = await agentOf(actor).post(url, body);
          const after = await statusOf(app(), order.id);
          if (to) {
            expect(res.statusCode, `${cell}: ${res.body}`).toBe(200);
            expect(after, cell).toEqual({ order: 'in_progress', milestones: ['open', to, 'open'] });
          } else {
            expectRefusal(res, milestoneRefusal(move, actor), cell);
            expect(after.milestones[1], `${cell} changed nothing`).toBe(state);
          }
        }
      }
    });
  }
});

describe('milestones move only while the order is being worked on', () => {
  const probes: { move: MilestoneMove; actor: Actor }[] = [];
  for (const row of MILESTONE_ROWS) for (const actor of row.who) probes.push({ move: row.action, actor });
  for (const orderState of ORDER_STATUSES) {
    it(`in a ${orderState} order`, async () => {
      for (const { move, actor } of probes) {
        const row = MILESTONE_ROWS.find((r) => r.action === move && r.who.includes(actor));
        if (!row) continue;
        const order = await orderRowIn(app(), suite.w, orderState, withSecond(row.from));
        const { url, body } = MILESTONE_CALLS[move](order.id, order.milestones[1] as string);
        const res = await agentOf(actor).post(url, body);
        const cell = `${actor} ${move} in a ${orderState} order`;
        if (MILESTONE_ORDER_STATES.includes(orderState)) {
          expect(res.statusCode, `${cell}: ${res.body}`).toBe(200);
          expect((await statusOf(app(), order.id)).milestones[1], cell).toBe(row.to);
        } else {
          expectRefusal(res, { status: 409, code: 'E_INVALID_STATE' }, cell);
          expect((await statusOf(app(), order.id)).milestones[1], cell).toBe(row.from);
        }
      }
    });
  }
});
