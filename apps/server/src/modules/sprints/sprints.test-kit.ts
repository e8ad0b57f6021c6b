import { type InterviewRequest, SPRINT_API, type SprintDetail } from '@ibh/contract';
import { expect } from 'vitest';
import { type Agent, errorOf } from '../../../test/agent.ts';

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

export async function sprintDetail(agent: Agent, id: string): Promise<SprintDetail> {
  const res = await agent.get(SPRINT_API.detail(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The answer is the error `code` with `status` (and `message`, when given). */
export function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  message?: string,
) {
  expect(res.statusCode).toBe(status);
  const error = errorOf(res as never);
  expect(error.code).toBe(code);
  if (message) expect(error.message).toBe(message);
}
