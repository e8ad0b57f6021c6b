import type { EvidenceKind, EvidenceScope } from '@ibh/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { type PersonRow, personObjectSql } from '../people/person-json.ts';

import type { StoredArtifact, StoredVersionState } from './evidence.tables.ts';
import { NOBODY, signalsSql, type Viewer, visibleSql } from './evidence-sql.ts';

/** A timestamptz as UTC ISO with microseconds: the keyset cursor's exact time. */
const exactTime = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface ListRow {
  id: string;
  kind: EvidenceKind;
  scope: EvidenceScope;
  owner_intent: string[];
  linked_idea_id: string | null;
  tombstoned_at: Date | null;
  created_at: Date;
  created_key: string;
  version_id: string;
  version: number;
  state: StoredVersionState;
  title: string;
  summary: string;
  artifacts: StoredArtifact[];
  hash: string | null;
  owner: PersonRow | null;
  signals: {
    pro_upvotes: number;
    community_upvotes: number;
    pro_cosigns: number;
    useful_count: number;
    attestations: number;
    weighted_upvotes: number;
    weighted_useful: number;
  };
  my_useful: boolean;
}

/** The list query itself (the bench runs it bare): limit + 1 rows after the keyset `after`. */
export async function selectEvidenceRows(
  db: Executor,
  viewer: Viewer,
  filter: RawBuilder<boolean>,
  limit: number,
  after: { at: string; id: string } | null,
  versionFilter: RawBuilder<boolean> = sql`true`,
  now: Date = new Date(),
): Promise<ListRow[]> {
  const me = viewer.id ?? NOBODY;
  const keyset = after
    ? sql`and (e.created_at, e.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const result = await sql<ListRow>`
    select e.id, e.kind, e.scope, e.owner_intent, e.linked_idea_id, e.tombstoned_at, e.created_at,
      ${exactTime('e.created_at')} as created_key,
      v.id as version_id, v.version, v.state, v.title, v.summary, v.artifacts, v.hash,
      ${personObjectSql('e.owner_id')} as owner, ${signalsSql(now)} as signals,
      exists (select 1 from evidence_useful f where f.evidence_id = e.id and f.user_id = ${me}) as my_useful
    from evidence_entries e
    join lateral (
      select * from evidence_versions v
      where v.evidence_id = e.id and (v.finalized_at is not null or e.owner_id = ${me})
      order by (v.finalized_at is not null) desc, v.version desc limit 1
    ) v on true
    where ${visibleSql(viewer)} and ${filter} and ${versionFilter} ${keyset}
    order by e.created_at desc, e.id desc
    limit ${limit + 1}`.execute(db);
  return result.rows;
}
