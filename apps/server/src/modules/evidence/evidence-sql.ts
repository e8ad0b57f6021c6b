import { type RawBuilder, sql } from 'kysely';
import { weightedSignalsSql } from './evidence-weights-sql.ts';

/**
 * The evidence SQL every read shares (kept free of the app's runtime so the bench can run it bare):
 * the scope predicate (decision 56) and the signals of an entry.
 */

/** Who is asking: signed in or not, a professional, a verified one (badge or selling profile). */
export interface Viewer {
  id: string | null;
  isPro: boolean;
  isVerifiedPro: boolean;
}

export const ANONYMOUS: Viewer = { id: null, isPro: false, isVerifiedPro: false };
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Whether user `ref` (SQL) is a member (owner, team member, accepted collaborator) of idea `idea` (SQL). */
export function ideaMemberSql(idea: RawBuilder<unknown>, viewer: string): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from idea_cards mi where mi.id = ${idea} and (mi.user_id = ${viewer}
    or exists (select 1 from idea_members mt where mt.idea_id = mi.id and mt.user_id = ${viewer} and mt.kind = 'team')
    or exists (select 1 from idea_members mc where mc.idea_id = mi.id and mc.user_id = ${viewer}
      and mc.kind = 'collaborator')))`;
}

/**
 * The one scope rule (decision 56), as SQL over an entry aliased `e`: its owner always; others only
 * once a version is finalized, and then by scope: public to anyone; pro_only (trusted_pros) to
 * verified professionals; collaborators to the members of its idea (context or linked); private to
 * nobody else. A professional invited to pro-sign (pending or accepted) sees it whatever its scope.
 */
export function visibleSql(viewer: Viewer): RawBuilder<boolean> {
  const v = viewer.id ?? NOBODY;
  return sql<boolean>`(e.owner_id = ${v} or (
    e.has_final_version
    and (
      e.scope = 'public'
      or (e.scope = 'pro_only' and ${sql.lit(viewer.isVerifiedPro)})
      or (e.scope = 'collaborators' and (
        (e.context_kind = 'idea' and ${ideaMemberSql(sql`e.context_id`, v)})
        or (e.linked_idea_id is not null and ${ideaMemberSql(sql`e.linked_idea_id`, v)})))
      or exists (select 1 from pro_sign_invites vi where vi.evidence_id = e.id and vi.pro_user_id = ${v}
        and vi.status in ('pending', 'accepted'))
    )))`;
}

/**
 * The signals of the entry aliased `e` as one JSON object (evidence_signals), with the weighted
 * upvotes and useful marks (decision 154) as of `now` (the account-age share).
 */
export function signalsSql(now: Date): RawBuilder<{
  pro_upvotes: number;
  community_upvotes: number;
  pro_cosigns: number;
  useful_count: number;
  attestations: number;
  weighted_upvotes: number;
  weighted_useful: number;
}> {
  return sql`jsonb_build_object(
    'pro_upvotes', (select count(*) from evidence_upvotes u where u.evidence_id = e.id and u.is_pro),
    'community_upvotes', (select count(*) from evidence_upvotes u where u.evidence_id = e.id and not u.is_pro),
    'pro_cosigns', (select count(*) from evidence_cosigns c where c.evidence_id = e.id),
    'useful_count', (select count(*) from evidence_useful f where f.evidence_id = e.id),
    'attestations', (select count(distinct a.pro_user_id) from evidence_attestations a where a.evidence_id = e.id))
    || ${weightedSignalsSql(sql`e.id`, now)}`;
}
