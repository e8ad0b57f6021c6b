import { requiredPositives, SPRINT, type SprintOutcome, sprintEvidenceInterviews } from '@ibh/contract';
import type { Seeder } from '../../db/seed/seeder.ts';
import { idsByEmail } from '../auth/auth.seed.ts';
import { versionHash } from '../evidence/evidence-hash.ts';
import { resultSummary } from './sprint-lifecycle.ts';
import { newShareToken } from './sprint-start.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoSprint {
  owner: string;
  /** Title of the owner's public idea (null: no idea); the hypothesis is about that idea. */
  idea: string | null;
  hypothesis: string;
  persona: string;
  /** What each interview taught, in order. */
  learnings: string[];
  outcomes: SprintOutcome[];
  finalized?: boolean;
  published?: boolean;
  acceptedBy?: string[];
  pendingFor?: string[];
}

const P: SprintOutcome = 'positive';
const U: SprintOutcome = 'neutral';
const N: SprintOutcome = 'negative';
const CLINIC_LEARNINGS = [
  'Scheduling eats two hours a week',
  'Would pay monthly if it syncs with the calendar',
  'Price anchor around $20',
  'Wants a free trial first',
  'Phone calls are the main pain',
  'scheduling eats two hours a week',
  'Needs approval from the owner',
  'Already tried two tools and dropped them',
  'Would switch this quarter',
  'Happy with paper for now',
];

/**
 * Demo sprints for the demo idea owners, one in every status: Ava's passed and published sprint
 * (experiment_passed evidence with its hash, co-signed by Priya) and her active not_met one; Leo's
 * finalized on_track sprint with a pending co-sign request for Priya, and his active at_risk one.
 */
const DEMO_SPRINTS: DemoSprint[] = [
  {
    owner: 'ava@demo.test',
    idea: 'CampusConnect',
    hypothesis:
      'Startups outside the big metros will pay per hire for interns who finished a project with them.',
    persona: 'Founders of startups with 5 to 50 people in tier-2 cities',
    learnings: [
      'Job boards bring no one from tier-2 colleges',
      'Would pay per hire if the project proves the skills',
      'Price anchor around $200 a hire',
      'Wants the college to vouch for attendance',
      'Hiring a junior takes six weeks today',
      'A project beats an interview for juniors',
      'Needs the co-founder to agree',
      'Tried campus drives and got nobody who stayed',
      'Would run a project this quarter',
      'Happy with referrals for now',
    ],
    outcomes: [P, P, P, P, U, P, P, P, P, P],
    finalized: true,
    published: true,
    acceptedBy: ['priya@demo.test'],
  },
  {
    owner: 'leo@demo.test',
    idea: 'FixNear',
    hypothesis: 'Phone owners in São Paulo will book a repair online when the quote is fixed up front.',
    persona: 'People who had a phone or laptop repaired in the last year',
    learnings: [
      'Never knows the price until the shop opens the phone',
      'Would book online with a fixed quote',
      'Reviews matter more than distance',
      'Pickup would save a half day off work',
      'Got overcharged once and never went back',
      'Wants to track the repair like a delivery',
      'Would pay a small booking fee',
      'Asks friends for a shop today',
    ],
    outcomes: [P, P, P, P, P, P, P, P],
    finalized: true,
    pendingFor: ['priya@demo.test'],
  },
  {
    owner: 'ava@demo.test',
    idea: null,
    hypothesis: 'Clinic receptionists would adopt a shared waitlist.',
    persona: 'Receptionists at clinics with two or more doctors',
    learnings: CLINIC_LEARNINGS,
    outcomes: [P, N, P, U, N, P, P, N, U, P],
  },
  {
    owner: 'leo@demo.test',
    idea: null,
    hypothesis: 'Agencies would pay for automatic late-payment reminders.',
    persona: 'Small agency owners',
    learnings: [
      'Chasing invoices takes a day a month',
      'Would pay if reminders sound polite',
      'Already uses the accounting tool for reminders',
    ],
    outcomes: [N, P, N],
  },
];

export const sprintsSeeder: Seeder = {
  name: 'sprints',
  async run(trx) {
    const ids = await idsByEmail(trx, ['ava@demo.test', 'leo@demo.test', 'priya@demo.test']);
    const now = Date.now();
    for (const [index, demo] of DEMO_SPRINTS.entries()) {
      const ownerId = ids.get(demo.owner);
      if (!ownerId) continue;
      let idea: { id: string; title: string } | undefined;
      if (demo.idea !== null) {
        idea = await trx
          .selectFrom('ideas')
          .select(['id', 'title'])
          .where('user_id', '=', ownerId)
          .where('visibility', '=', 'public')
          .where('title', '=', demo.idea)
          .executeTakeFirst();
      }
      const createdAt = new Date(now - (DEMO_SPRINTS.length - index) * 4 * DAY);
      const target = SPRINT.defaultTarget;
      const totals = {
        pos: demo.outcomes.filter((o) => o === P).length,
        neu: demo.outcomes.filter((o) => o === U).length,
        neg: demo.outcomes.filter((o) => o === N).length,
      };
      const row = { hypothesis: demo.hypothesis, persona: demo.persona, target_count: target };
      const finalizedAt = demo.finalized ? new Date(createdAt.getTime() + 2 * DAY) : null;
      const sprint = await trx
        .insertInto('experiments')
        .values({
          owner_user_id: ownerId,
          idea_id: idea?.id ?? null,
          hypothesis: demo.hypothesis,
          persona: demo.persona,
          share_token: newShareToken(),
          setup_registered_at: createdAt,
          created_at: createdAt,
          finalized_at: finalizedAt,
          result_summary: finalizedAt ? resultSummary(row, totals, requiredPositives(target, 0)) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const interviews = demo.outcomes.map((outcome, n) => ({
        experiment_id: sprint.id,
        outcome,
        who: `Interviewee ${n + 1}`,
        channel: n % 2 ? 'video call' : 'in person',
        learning: demo.learnings[n] ?? null,
        notes: 'Private: follow up next month.',
        created_at: new Date(createdAt.getTime() + n * 60 * 60 * 1000),
      }));
      await trx.insertInto('interviews').values(interviews).execute();
      for (const email of demo.acceptedBy ?? []) {
        const proId = ids.get(email);
        if (!proId) continue;
        await trx
          .insertInto('experiment_cosign_requests')
          .values({
            experiment_id: sprint.id,
            pro_user_id: proId,
            requested_by: ownerId,
            status: 'accepted',
            pro_note: 'I checked the interview notes; the method holds up.',
            responded_at: finalizedAt,
          })
          .execute();
      }
      for (const email of demo.pendingFor ?? []) {
        const proId = ids.get(email);
        if (proId) {
          await trx
            .insertInto('experiment_cosign_requests')
            .values({ experiment_id: sprint.id, pro_user_id: proId, requested_by: ownerId })
            .execute();
        }
      }
      if (!demo.published || !finalizedAt) continue;
      const summary = resultSummary(row, totals, requiredPositives(target, 0));
      const title = idea ? `Interview sprint: ${idea.title}`.slice(0, 200) : 'Interview sprint';
      const stored = sprintEvidenceInterviews(interviews).map((i, n) => ({ number: n + 1, ...i }));
      const entry = await trx
        .insertInto('evidence_entries')
        .values({
          owner_id: ownerId,
          context_kind: 'experiment',
          context_id: sprint.id,
          kind: 'experiment_passed',
          owner_intent: ['interview sprint'],
          created_at: finalizedAt,
          updated_at: finalizedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hash = versionHash({
        evidenceId: entry.id,
        version: 1,
        title,
        summary,
        interviews: stored,
        artifacts: [],
        prevHash: null,
      });
      const version = await trx
        .insertInto('evidence_versions')
        .values({
          evidence_id: entry.id,
          version: 1,
          state: 'finalized',
          title,
          summary,
          interviews: JSON.stringify(stored),
          artifacts: '[]',
          created_by: ownerId,
          created_at: finalizedAt,
          finalized_at: finalizedAt,
          hash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('experiments')
        .set({ evidence_id: entry.id, version_id: version.id })
        .where('id', '=', sprint.id)
        .execute();
    }
  },
};
