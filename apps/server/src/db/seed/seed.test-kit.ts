import { AUTH_API } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { DEMO_ADMIN_PASSKEY } from '../../../test/demo-admin-passkey.ts';
import { signInWithPasskey } from '../../../test/sign-in.ts';
import { type TestApp, useTestApp } from '../../../test/test-server.ts';
import { DEMO_PASSWORD } from '../../modules/auth/auth.seed.ts';
import { seedDemoData } from './index.ts';

/** Test helpers shared by the demo data's test files (not a test file itself). */

/** The file's test app with the demo data seeded before its tests (`runJobs`: and the jobs it queued run). */
export function useSeededTestApp(options: { runJobs?: boolean } = {}): TestApp {
  const t = useTestApp();
  beforeAll(async () => {
    await seedDemoData(t.database.db);
    if (options.runJobs) await t.app.ctx.jobs.runDue();
  });
  return t;
}

/**
 * An agent signed in as a demo account with the demo password; the demo admin, whose sign-in waits
 * for a second factor (decision 160), finishes with its demo passkey.
 */
export async function demoAgent(app: FastifyInstance, email: string): Promise<Agent> {
  const agent = createAgent(app);
  const res = await agent.post(AUTH_API.login, { email, password: DEMO_PASSWORD });
  expect(res.statusCode, email).toBe(200);
  if (res.json().secondFactor) await signInWithPasskey(app, agent, DEMO_ADMIN_PASSKEY);
  return agent;
}
