import { requiredPositives, SPRINT, type SprintOutcome, sprintEvidenceInterviews } from '@ibh/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { versionHash } from '../evidence/evidence-hash.ts';
import { resultSummary } from './sprint-lifecycle.ts';
import { newShareToken } from './sprint-start.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoSprint {
  owner: string;
  /** Index of the owner's public idea (null: no idea). */
  idea: number | null;
  hypothesis: string;
  persona: string;
  outcomes: SprintOutcome[];
  finalized?: boolean;
  published?: boolean;
  acceptedBy?: string[];
  pendingFor?: string[];
}

const P: SprintOutcome = 'positive';
const U: SprintOutcome = 'neutral';
const N: SprintOutcome = 'negative';
const LEARNINGS = [
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
    idea: 0,
    hypothesis: 'Clinic managers will pay $20 a month to stop scheduling by phone.',
    persona: 'Managers of small private clinics',
    outcomes: [P, P, P, P, U, P, P, P, P, P],
    finalized: true,
    published: true,
    acceptedBy: ['priya@demo.test'],
  },
  {
    owner: 'leo@demo.test',
    idea: 0,
    hypothesis: 'Freelancers want invoices sent from their phone in one tap.',
    persona: 'Solo freelancers billing five or more clients',
    outcomes: [P, P, P, P, P, P, P, P],
    finalized: true,
    pendingFor: ['priya@demo.test'],
  },
  {
    owner: 'ava@demo.test',
    idea: null,
    hypothesis: 'Clinic receptionists would adopt a shared waitlist.',
    persona: 'Receptionists at clinics with two or more doctors',
    outcomes: [P, N, P, U, N, P, P, N, U, P],
  },
  {
    owner: 'leo@demo.test',
    idea: null,
    hypothesis: 'Agencies would pay for automatic late-payment reminders.',
    persona: 'Small agency owners',
    outcomes: [N, P, N],
  },
];

async function idsByEmail(trx: Transaction<DB>, emails: string[]) {
  const rows = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  return new Map(rows.map((r) => [r.email, r.id]));
}

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
        const ideas = await trx
          .selectFrom('ideas')
          .select(['id', 'title'])
          .where('user_id', '=', ownerId)
          .where('visibility', '=', 'public')
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        idea = ideas[demo.idea];
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
        learning: LEARNINGS[n] ?? null,
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
