import { EVIDENCE_API, type EvidenceDetail } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { demoAgent, useSeededTestApp } from '../../db/seed/seed.test-kit.ts';
import { recomputedHash } from './evidence.test-kit.ts';

const t = useSeededTestApp();

const as = (email: string) => demoAgent(t.app, email);

describe('demo evidence', () => {
  it('has versioned, verifiable evidence with signals and reviews, and pending invites for Priya', async () => {
    const visitor = createAgent(t.app);
    const page = (await visitor.get(EVIDENCE_API.list)).json();
    expect(page.items.length).toBeGreaterThanOrEqual(2);
    const main = page.items.find((i: { title: string }) => i.title.startsWith('Ten customer interviews'));
    const detail = (await visitor.get(EVIDENCE_API.detail(main.id))).json() as EvidenceDetail;
    expect(detail.versions.length).toBe(2);
    expect(detail.linkedIdea).not.toBeNull();
    expect(detail.signals).toMatchObject({
      proUpvotes: 1,
      communityUpvotes: 1,
      proCosigns: 1,
      attestations: 1,
    });
    expect(recomputedHash(detail)).toBe(detail.version.hash);
    expect(detail.version.prevHash).toBe(detail.versions[1]?.hash);

    const priya = await as('priya@demo.test');
    expect((await priya.get(EVIDENCE_API.inbox)).json().pending).toBe(2);
    // Private and pro-only demo evidence stays hidden from visitors.
    expect(page.items.some((i: { title: string }) => i.title === 'Private research notes')).toBe(false);
    expect(page.items.some((i: { title: string }) => i.title === 'Landing page smoke test')).toBe(false);
  });
});
