import type { ProofEvidence } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import { selectPeople } from '../people/person-json.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { interviewsOf, iso, revisionsOf } from './sprint-read.ts';

/**
 * The sprint behind an evidence item (published from it, decision 80), as a proof pack holds it
 * (issue 29): the setup as pre-registered and every later change (the diff a reopen or an edit
 * left, decision 76), the outcome of each interview (never the private notes) and the accepted
 * co-signs. Null when the evidence did not come from a sprint. The caller has already checked
 * that the viewer may read the evidence.
 */
export async function sprintProofOf(db: Executor, evidenceId: string): Promise<ProofEvidence['sprint']> {
  const row = await db
    .selectFrom('experiments')
    .selectAll()
    .where('evidence_id', '=', evidenceId)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!row) return null;
  const [interviews, revisions, cosigns] = await Promise.all([
    interviewsOf(db, row.id),
    revisionsOf(db, row.id),
    db
      .selectFrom('experiment_cosign_requests')
      .select(['pro_user_id', 'status', 'created_at', 'responded_at'])
      .where('experiment_id', '=', row.id)
      .where('status', '=', 'accepted')
      .orderBy('responded_at')
      .orderBy('pro_user_id')
      .execute(),
  ]);
  const people = await selectPeople(
    db,
    cosigns.map((c) => c.pro_user_id),
  );
  const setup = { hypothesis: row.hypothesis, persona: row.persona, minValidated: row.min_validated };
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    targetCount: row.target_count,
    setupRegisteredAt: iso(row.setup_registered_at),
    registeredSetup: revisions[0]?.before ?? setup,
    setup,
    revisions,
    finalizedAt: iso(row.finalized_at),
    closedAt: iso(row.closed_at),
    resultSummary: row.result_summary,
    interviews: interviews.map((i) => ({
      at: i.created_at.toISOString(),
      outcome: i.outcome,
      who: i.who,
      channel: i.channel,
      learning: i.learning,
    })),
    cosigns: cosigns.map((c) => {
      const person = people.find((p) => p.id === c.pro_user_id);
      return {
        pro: { id: c.pro_user_id, name: person ? nameOf(person) : '' },
        requestedAt: c.created_at.toISOString(),
        respondedAt: iso(c.responded_at),
        status: c.status,
      };
    }),
  };
}
