import { IDEA_API } from '@ibh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { castSuite, joinIdea, postIdea } from './ideas.test-kit.ts';

const { t, cast } = castSuite();
let premiumId: string;
let plainId: string;

beforeAll(async () => {
  // Every hidden field holds its own word; the public fields (title, one-liner, labels) their own.
  premiumId = await postIdea(cast.owner.agent, {
    title: 'Orchard pollination drones',
    oneLiner: 'Bees get a vacation',
    shortDescription: 'Our zephyrquux rotor runs all day.',
    fullDescription: 'The quasarblim contract with growers is signed.',
    skills: ['plumbobcraft'],
    tags: ['agritech'],
    lookingFor: ['Hardware engineer'],
    isPremium: true,
  });
  await joinIdea(t.database.db, premiumId, cast);
  plainId = await postIdea(cast.owner.agent, {
    title: 'Vineyard sensors',
    shortDescription: 'A moisturewhiz probe for every row.',
  });
});

async function found(agent: Agent, q: string, sort?: string): Promise<string[]> {
  const res = await agent.get(`${IDEA_API.ideas}?q=${encodeURIComponent(q)}${sort ? `&sort=${sort}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((item: { id: string }) => item.id);
}

const HIDDEN_WORDS = ['zephyrquux', 'quasarblim', 'plumbobcraft'];
const PUBLIC_WORDS = ['orchard', 'vacation', 'agritech', 'hardware'];

describe('search is no oracle for premium text (issue 12, item 3)', () => {
  for (const who of ['anonymous', 'unverified professional', 'stranger'] as const) {
    const agentOf = () =>
      who === 'anonymous'
        ? createAgent(t.app)
        : who === 'stranger'
          ? cast.stranger.agent
          : cast.professional.agent;

    it(`${who}: a word only in the premium details finds nothing, in any sort`, async () => {
      for (const word of HIDDEN_WORDS) {
        for (const sort of [undefined, 'newest', 'most_liked', 'most_commented']) {
          expect(await found(agentOf(), word, sort)).not.toContain(premiumId);
        }
      }
    });

    it(`${who}: a word of the title, one-liner or labels finds the locked card`, async () => {
      for (const word of PUBLIC_WORDS) expect(await found(agentOf(), word)).toContain(premiumId);
      const res = await agentOf().get(`${IDEA_API.ideas}?q=orchard`);
      const card = res.json().items.find((item: { id: string }) => item.id === premiumId);
      expect(card).toMatchObject({ locked: true, shortDescription: null });
    });

    it(`${who}: excluding a hidden word changes nothing either`, async () => {
      expect(await found(agentOf(), 'orchard -zephyrquux')).toContain(premiumId);
    });
  }

  for (const who of ['verified professional', 'owner', 'team member', 'collaborator'] as const) {
    const agentOf = () =>
      ({
        'verified professional': cast.verifiedPro.agent,
        owner: cast.owner.agent,
        'team member': cast.teamMember.agent,
        collaborator: cast.collaborator.agent,
      })[who];

    it(`${who}: finds the premium idea by a word of its details, and by its public words`, async () => {
      for (const word of HIDDEN_WORDS) expect(await found(agentOf(), word)).toContain(premiumId);
      expect(await found(agentOf(), 'orchard')).toContain(premiumId);
      expect(await found(agentOf(), 'orchard -zephyrquux')).not.toContain(premiumId);
    });
  }

  it('a normal idea is still found by its description by everyone', async () => {
    expect(await found(createAgent(t.app), 'moisturewhiz')).toEqual([plainId]);
    expect(await found(cast.stranger.agent, 'moisturewhiz')).toEqual([plainId]);
  });
});
