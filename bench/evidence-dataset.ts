import { sql, type Transaction } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import type { BenchDataset } from './datasets.ts';
import { addMerit, type MeritTrigger, withoutMeritTriggers } from './merit-seed.ts';

/** Evidence entries per scale step: 100 / 1,000 / 10,000 for small / medium / large. */
const BASE_EVIDENCE = 100;

const MERIT_TRIGGERS: MeritTrigger[] = [
  { table: 'evidence_upvotes', trigger: 'merit_evidence_upvotes' },
  { table: 'evidence_useful', trigger: 'merit_evidence_useful' },
];

/** The entry the evidence page reads: the first one (public, two finalized versions, signals). */
export const BENCH_EVIDENCE_ID = '00000000-0000-4e00-b000-000000000001';

const userId = (index: ReturnType<typeof sql>) =>
  sql`('00000000-0000-4000-8000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;
const evidenceId = (index: ReturnType<typeof sql>) =>
  sql`('00000000-0000-4e00-b000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;
const fakeHash = (seed: ReturnType<typeof sql>) => sql`md5(${seed}) || md5(${seed} || 'x')`;

/**
 * Evidence of the bench people: scopes public (7 in 10), pro_only, collaborators, private in turn;
 * two finalized versions chained each (hashes are stand-ins: the bench reads, it does not verify),
 * and on every entry five upvotes and five useful marks by other people.
 */
async function seedEvidence(trx: Transaction<DB>, scale: number) {
  const entries = BASE_EVIDENCE * scale;
  const people = 100 * scale;
  await sql`
    insert into evidence_entries (id, owner_id, context_kind, scope, owner_intent, created_at, updated_at)
    select ${evidenceId(sql`g`)}, ${userId(sql`g % ${sql.lit(people)}`)}, 'standalone',
      (array['public','public','public','public','public','public','public','pro_only','collaborators','private'])[1 + g % 10],
      array['demand', 'pricing'], now() - g * interval '7 minutes', now() - g * interval '7 minutes'
    from generate_series(0, ${sql.lit(entries - 1)}) g`.execute(trx);
  await sql`
    insert into evidence_versions (evidence_id, version, state, title, summary, interviews, artifacts, created_by,
      created_at, finalized_at, hash, prev_hash)
    select ${evidenceId(sql`g`)}, v, 'finalized', 'Bench evidence ' || g || ' interviews',
      'Seven of ten interviewees would pay; version ' || v || '.',
      '[{"number":1,"question":"Would you pay?","answer":"Yes","who":null,"channel":null,"learning":null}]'::jsonb,
      '[{"type":"link","url":"https://example.com/notes","uploadId":null,"name":"Notes","contentHash":null}]'::jsonb,
      ${userId(sql`g % ${sql.lit(people)}`)}, now() - g * interval '7 minutes', now() - g * interval '7 minutes',
      ${fakeHash(sql`g::text || '-' || v::text`)},
      case when v = 1 then null else ${fakeHash(sql`g::text || '-1'`)} end
    from generate_series(0, ${sql.lit(entries - 1)}) g, generate_series(1, 2) v`.execute(trx);
  await withoutMeritTriggers(trx, MERIT_TRIGGERS, async () => {
    await sql`
      insert into evidence_upvotes (evidence_id, user_id, is_pro)
      select ${evidenceId(sql`g`)}, ${userId(sql`(g + k) % ${sql.lit(people)}`)}, k % 2 = 0
      from generate_series(0, ${sql.lit(entries - 1)}) g, generate_series(1, 5) k`.execute(trx);
    await sql`
      insert into evidence_useful (evidence_id, user_id, created_at)
      select ${evidenceId(sql`g`)}, ${userId(sql`(g + k + 7) % ${sql.lit(people)}`)}, now() - interval '2 days'
      from generate_series(0, ${sql.lit(entries - 1)}) g, generate_series(1, 5) k`.execute(trx);
  });
  // What ibh_merit_upvotes and ibh_merit_useful add per row, for all of them at once.
  await addMerit(
    trx,
    'upvote',
    sql`select v.user_id, 'e:' || v.evidence_id as source_id, v.created_at as occurred_at
      from evidence_upvotes v join evidence_entries e on e.id = v.evidence_id
      where e.owner_id is distinct from v.user_id`,
  );
  await addMerit(
    trx,
    'useful_received',
    sql`select e.owner_id as user_id, u.evidence_id || ':' || u.user_id as source_id, u.created_at as occurred_at
      from evidence_useful u join evidence_entries e on e.id = u.evidence_id
      where e.owner_id <> u.user_id`,
  );
}

export const evidenceDataset: BenchDataset = { name: 'evidence', seed: seedEvidence };
