import { type InterviewRequest, SPRINT_API } from '@ibh/contract';
import { expect } from 'vitest';
import type { Agent } from '../../../test/agent.ts';

/** Test helpers shared by the sprint test files (not a test file itself). */

export async function startSprint(agent: Agent, body: { ideaId?: string; forceNew?: boolean } = {}) {
  const res = await agent.post(SPRINT_API.start, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; resumed: boolean };
}

export const interview = (overrides: Partial<InterviewRequest> = {}): InterviewRequest => ({
  outcome: 'positive',
  who: 'Clinic manager',
  channel: 'call',
  learning: 'Would pay monthly',
  notes: 'Private: called back twice',
  ...overrides,
});

export async function addInterviews(agent: Agent, id: string, outcomes: InterviewRequest['outcome'][]) {
  const ids: string[] = [];
  for (const [n, outcome] of outcomes.entries()) {
    const res = await agent.post(
      SPRINT_API.interviews(id),
      interview({ outcome, learning: `Learning ${n + 1}` }),
    );
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}

/** A sprint with eight positives, finalized. */
export async function finalizedSprint(agent: Agent, body: { ideaId?: string } = {}) {
  const { id } = await startSprint(agent, body);
  await addInterviews(agent, id, Array(8).fill('positive'));
  const res = await agent.post(SPRINT_API.finalize(id));
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
