import { HOME, PULSE_TICKER_OF, type PulseItem, type PulseKind } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';

interface PulseRow {
  kind: PulseKind;
  id: string;
  occurred_at: Date;
  title: string;
  path: string;
  actor_id: string;
  full_name: string | null;
  display_name: string | null;
  avatar_path: string | null;
  country: string | null;
}

const N = HOME.liveFeedFetch;

/** The ticker of each kind, as SQL (from the contract's PULSE_TICKER_OF). */
const tickerOf = sql`case it.kind ${sql.join(
  Object.entries(PULSE_TICKER_OF).map(([kind, ticker]) => sql`when ${kind} then ${ticker}`),
  sql` `,
)} end`;

/**
 * Evidence an anonymous visitor may see, and not withdrawn: decision 56's one scope rule
 * (`visibleSql` of evidence-sql.ts) for a visitor who is nobody's member or invitee reduces to
 * "public and finalized". Written out rather than calling visibleSql(ANONYMOUS), whose member and
 * invite branches (always false here) tripled the statement's planning time (decision 92).
 * Evidence behind pro_only, collaborators or private scope never reaches the pulse.
 */
const publicEvidence = sql`(e.scope = 'public' and e.tombstoned_at is null and e.has_final_version)`;

/** The title of the newest finalized version of the evidence aliased `e`. */
const evidenceTitle = sql`(select v.title from evidence_version_titles v
  where v.evidence_id = e.id and v.finalized_at is not null order by v.version desc limit 1)`;

/**
 * The 12 latest public activity items of each ticker (001 section 2.9, decision 90): one UNION ALL
 * of "the newest 12" per source, each walking an index on its own time (migration 0021) and
 * stopping after 12 rows that pass the visibility rules, then the newest 12 of those per ticker
 * (newest first overall), with the actor. What never appears: private ideas (and anything on them), evidence that is not public,
 * sprints of private ideas, who bought an order, its amount or its idea, message content.
 */
export async function loadPulse(db: Executor, storage: Storage): Promise<PulseItem[]> {
  const result = await pulseQuery().execute(db);
  return Promise.all(result.rows.map((row) => toPulseItem(storage, row)));
}

/** The pulse's one statement (exported for the bench and EXPLAIN). */
export function pulseQuery() {
  return sql<PulseRow>`
    with items as (
      (select 'idea_published' as kind, i.id::text as id, i.created_at as occurred_at, i.user_id as actor_id,
              i.title as title, '/ideas/' || i.id as path
         from idea_cards i
        where i.visibility = 'public'
        order by i.created_at desc, i.id desc limit ${N})
      union all
      (select 'sprint_passed', e.id::text, e.created_at, e.owner_id, ${evidenceTitle}, '/ledger/e/' || e.id
         from evidence_scopes e
        where e.kind = 'experiment_passed' and e.scope = 'public' and e.tombstoned_at is null
          and ${publicEvidence}
          and not exists (select 1 from sprint_summaries x join idea_cards xi on xi.id = x.idea_id
                           where e.context_kind = 'experiment' and x.id = e.context_id and xi.visibility <> 'public')
        order by e.created_at desc, e.id desc limit ${N})
      union all
      (select 'evidence_cosigned', c.evidence_id || ':' || c.signer_user_id, c.created_at, c.signer_user_id,
              ${evidenceTitle}, '/ledger/e/' || e.id
         from evidence_cosigners c join evidence_scopes e on e.id = c.evidence_id
        where ${publicEvidence}
        order by c.created_at desc limit ${N})
      union all
      (select 'upvote', u.evidence_id || ':' || u.user_id, u.created_at, u.user_id,
              ${evidenceTitle}, '/ledger/e/' || e.id
         from evidence_upvoters u join evidence_scopes e on e.id = u.evidence_id
        where ${publicEvidence}
        order by u.created_at desc limit ${N})
      union all
      (select 'follow', f.idea_id || ':' || f.user_id, f.created_at, f.user_id, fi.title, '/ideas/' || fi.id
         from idea_followers f join idea_cards fi on fi.id = f.idea_id
        where fi.visibility = 'public'
        order by f.created_at desc limit ${N})
      union all
      (select 'order_completed', o.id::text, o.completed_at, o.pro_id, o.service_title,
              case when s.id is not null then '/services/' || s.id else '/pro/' || o.pro_id end
         from order_summaries o left join listed_services s on s.id = o.service_id
        where o.status = 'completed' and o.completed_at is not null and o.pro_id is not null
        order by o.completed_at desc, o.id desc limit ${N})
    )
    , ranked as (
      select it.*, row_number() over (partition by ${tickerOf}
                                      order by it.occurred_at desc, it.kind, it.id desc) as place
        from items it
        join people u on u.id = it.actor_id
       where it.title is not null
    )
    select it.kind, it.id, it.occurred_at, it.title, it.path, it.actor_id,
           u.full_name, u.display_name, u.avatar_path,
           case when coalesce(u.public_profile, true) then nullif(btrim(u.country), '') end as country
      from ranked it
      join people u on u.id = it.actor_id
     where it.place <= ${N}
     order by it.occurred_at desc, it.kind, it.id desc`;
}

async function toPulseItem(storage: Storage, row: PulseRow): Promise<PulseItem> {
  return {
    key: `${row.kind}:${row.id}`,
    kind: row.kind,
    id: row.id,
    occurredAt: new Date(row.occurred_at).toISOString(),
    ticker: PULSE_TICKER_OF[row.kind],
    actor: {
      id: row.actor_id,
      name: nameOf({ id: row.actor_id, full_name: row.full_name, display_name: row.display_name }),
      avatarUrl: await signAvatarUrl(storage, row.avatar_path),
      country: row.country,
    },
    subject: { title: row.title, path: row.path },
  };
}
