import { type CreateServiceRequest, SHOP_API } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { buildProfile } from '../../../test/factories.ts';
import { type SignedIn, signedInUser } from '../../../test/sign-in.ts';
import type { DB } from '../../db/schema.ts';

/** Test helpers shared by the shop test files (not a test file itself). */
export function serviceInput(overrides: Partial<CreateServiceRequest> = {}): CreateServiceRequest {
  return {
    title: 'Customer discovery interviews',
    category: 'validate',
    description: 'Ten interviews with your target customers.',
    deliverables: ['Interview guide', 'Synthesis report'],
    etaDays: 7,
    packages: [
      { tier: 'basic', name: 'Basic', priceCents: 10_000, days: 7, revisions: 1, includes: ['5 interviews'] },
      {
        tier: 'standard',
        name: 'Standard',
        priceCents: 20_000,
        days: 10,
        revisions: 2,
        includes: ['10 interviews'],
      },
      {
        tier: 'premium',
        name: 'Premium',
        priceCents: 40_000,
        days: 14,
        revisions: 2,
        includes: ['15 interviews', 'Call'],
      },
    ],
    ...overrides,
  };
}

/** A professional; verified (by the selling profile's flag) with this impact score unless told otherwise. */
export async function professional(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: { verified?: boolean; impact?: number; fullName?: string; headline?: string } = {},
): Promise<SignedIn> {
  const signedIn = await signedInUser(app, db, { role: 'professional', fullName: options.fullName });
  await buildProfile(db, signedIn.user.id);
  await db
    .insertInto('pro_profiles')
    .values({
      user_id: signedIn.user.id,
      headline: options.headline ?? null,
      impact_score: options.impact ?? 0.5,
      verified: options.verified ?? true,
    })
    .execute();
  return signedIn;
}

export async function createService(agent: Agent, overrides: Partial<CreateServiceRequest> = {}) {
  const res = await agent.post(SHOP_API.myServices, serviceInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string } & Record<string, unknown>;
}

/** Creates and publishes a service; returns its id. */
export async function publishedService(agent: Agent, overrides: Partial<CreateServiceRequest> = {}) {
  const { id } = await createService(agent, overrides);
  const res = await agent.post(SHOP_API.publish(id));
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/** The ids of a service's current packages by tier ('' for a tier it has not); editing replaces them. */
export async function servicePackageIds(db: Kysely<DB>, serviceId: string) {
  const rows = await db
    .selectFrom('service_packages')
    .select(['id', 'tier'])
    .where('service_id', '=', serviceId)
    .execute();
  const id = (tier: string) => rows.find((r) => r.tier === tier)?.id ?? '';
  return { basic: id('basic'), standard: id('standard'), premium: id('premium') };
}
