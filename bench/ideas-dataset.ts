import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import type { BenchDataset, DatasetSize } from './datasets.ts';
import { HUGE } from './huge-counts.ts';
import { addMerit } from './merit-seed.ts';

/** Ideas per scale step: 100 / 1,000 / 10,000 for small / medium / large (one per person). */
const BASE_IDEAS = 100;
/** The bench viewer (person 0, an idea owner) owns the first ideas, with team and collaborators. */
export const BENCH_VIEWER_IDEAS = 25;
/** The idea page the bench reads: the viewer's first idea (idea 0), as ideaId below. */
export const BENCH_IDEA_ID = '00000000-0000-4000-9000-000000000001';

/**
 * Title nouns: each is in 1 / NOUNS.length (about 3 %) of the titles and nowhere else, so a search
 * for one of them (BENCH_SEARCH_WORD) matches a few percent of the ideas.
 */
const NOUNS = [
  'marketplace',
  'ledger',
  'copilot',
  'tracker',
  'planner',
  'wallet',
  'academy',
  'network',
  'exchange',
  'studio',
  'assistant',
  'scheduler',
  'dashboard',
  'kiosk',
  'registry',
  'locker',
  'concierge',
  'compass',
  'beacon',
  'harbor',
  'orchard',
  'forge',
  'atlas',
  'relay',
  'pantry',
  'garage',
  'clinic',
  'workshop',
  'courier',
  'greenhouse',
];
export const BENCH_SEARCH_WORD = 'greenhouse';
const ADJECTIVES = [
  'Smart',
  'Shared',
  'Local',
  'Open',
  'Tiny',
  'Rapid',
  'Fair',
  'Quiet',
  'Bright',
  'Simple',
  'Mobile',
];
const AUDIENCES = [
  'farmers',
  'nurses',
  'students',
  'traders',
  'drivers',
  'teachers',
  'makers',
  'parents',
  'artists',
  'cooks',
  'tenants',
  'clinics',
  'cafes',
  'repair shops',
  'freelancers',
  'retirees',
  'athletes',
];
const TAGS = [
  'AI',
  'SaaS',
  'B2B',
  'B2C',
  'Marketplace',
  'Mobile',
  'Fintech',
  'Healthtech',
  'Edtech',
  'Climate',
];
const INDUSTRIES = ['Fintech', 'Healthcare', 'Education', 'Consumer', 'Logistics', 'Climate & Energy'];

const textArray = (items: string[]) => sql`array[${sql.join(items)}]::text[]`;
const pickSql = (items: string[], expr: RawBuilder<unknown>) =>
  sql`(${textArray(items)})[1 + ((${expr}) % ${sql.lit(items.length)})]`;

/** Person i's id, as benchUserId in people-dataset.ts, in SQL. */
const userId = (index: RawBuilder<unknown>) =>
  sql`('00000000-0000-4000-8000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;
const ideaId = (index: RawBuilder<unknown>) =>
  sql`('00000000-0000-4000-9000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;
const commentId = (index: RawBuilder<unknown>) =>
  sql`('00000000-0000-4000-a000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;

/** Idea g's owner: person 0 for the first ideas, then the idea owners (every third person) in turn. */
function ownerIndex(people: number) {
  const owners = Math.floor((people - 1) / 3) + 1;
  return sql`(case when g < ${sql.lit(BENCH_VIEWER_IDEAS)} then 0 else (g % ${sql.lit(owners)}) * 3 end)`;
}

/**
 * Per idea: likes 0 to likes - 1, saves, follows and comments likewise. At huge (ten ideas a person)
 * fewer, so the million ideas carry about 4.5 million reactions rather than 16 million.
 */
const ENGAGEMENT = { likes: 20, saves: 5, follows: 4, comments: 6, teamEvery: 2, collabEvery: 3 };
const HUGE_ENGAGEMENT = { likes: 4, saves: 2, follows: 2, comments: 3, teamEvery: 20, collabEvery: 30 };

async function seedIdeas(trx: Transaction<DB>, scale: number, size: DatasetSize) {
  const ideas = size === 'huge' ? HUGE.ideas : BASE_IDEAS * scale;
  const people = 100 * scale;
  const per = size === 'huge' ? HUGE_ENGAGEMENT : ENGAGEMENT;
  const thirds = Math.floor(people / 3);
  const last = ideas - 1;
  const owner = ownerIndex(people);

  await sql`
    insert into ideas (id, user_id, title, one_liner, short_description, stage, visibility, open_for_collab,
      is_premium, tags, industry, looking_for, skills, created_at, updated_at,
      likes_count, comments_count, followers_count)
    select ${ideaId(sql`g`)}, ${userId(owner)},
      ${pickSql(ADJECTIVES, sql`g * 5`)} || ' ' || ${pickSql(NOUNS, sql`g * 7`)} || ' for ' || ${pickSql(AUDIENCES, sql`g * 11`)},
      'Idea number ' || g || ' in one line',
      'A bench idea that helps ' || ${pickSql(AUDIENCES, sql`g * 13`)} || ' save time every week, number ' || g,
      (array['raw', 'needs_guidance', 'full_pitchdeck'])[1 + g % 3],
      case when g % 10 = 9 then 'private' else 'public' end,
      g % 4 = 0, g % 7 = 0,
      array[${pickSql(TAGS, sql`g`)}, ${pickSql(TAGS, sql`g * 3 + 1`)}],
      array[${pickSql(INDUSTRIES, sql`g`)}],
      array['Engineer'], array['React', 'Node.js'],
      now() - g * interval '37 minutes', now() - g * interval '31 minutes',
      g % ${sql.lit(per.likes)}, g % ${sql.lit(per.comments)},
      case when g % 10 <> 9 then g % ${sql.lit(per.follows)} else 0 end
    from generate_series(0, ${sql.lit(last)}) g`.execute(trx);

  // The counters are written with each idea (they follow from its number, as the inserts below do):
  // the per-row counting triggers would update ideas a million times at huge, and a recount of every
  // idea at the end rewrites each row in every index.
  for (const table of ['idea_likes', 'idea_comments', 'idea_follows']) {
    await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
  }
  // Likes 0-19 per idea, saves 0-4, follows 0-3 (ENGAGEMENT), from people spread by coprime strides.
  await sql`
    insert into idea_likes (idea_id, user_id, created_at)
    select ${ideaId(sql`g`)}, ${userId(sql`(g * 7 + k * 101) % ${sql.lit(people)}`)}, now() - k * interval '1 hour'
    from generate_series(0, ${sql.lit(last)}) g cross join lateral generate_series(0, g % ${sql.lit(per.likes)} - 1) k`.execute(
    trx,
  );
  await sql`
    insert into idea_saves (idea_id, user_id, created_at)
    select ${ideaId(sql`g`)}, ${userId(sql`(g * 11 + k * 103) % ${sql.lit(people)}`)}, now() - (g + k) * interval '1 minute'
    from generate_series(0, ${sql.lit(last)}) g cross join lateral generate_series(0, g % ${sql.lit(per.saves)} - 1) k
    where g % 10 <> 9`.execute(trx);
  await sql`
    insert into idea_follows (idea_id, user_id, created_at)
    select ${ideaId(sql`g`)}, ${userId(sql`(g * 13 + k * 107) % ${sql.lit(people)}`)}, now() - (g + k) * interval '1 minute'
    from generate_series(0, ${sql.lit(last)}) g cross join lateral generate_series(0, g % ${sql.lit(per.follows)} - 1) k
    where g % 10 <> 9`.execute(trx);
  // Comments 0-5 per idea; every third one answers the one before it.
  await sql`
    insert into idea_comments (id, idea_id, user_id, parent_id, body, created_at)
    select ${commentId(sql`g * 8 + k`)}, ${ideaId(sql`g`)}, ${userId(sql`(g * 17 + k * 109) % ${sql.lit(people)}`)},
      case when k % 3 = 2 then ${commentId(sql`g * 8 + k - 1`)} end,
      'Comment ' || k || ' on idea ' || g, now() - (g + 10 - k) * interval '1 minute'
    from generate_series(0, ${sql.lit(last)}) g cross join lateral generate_series(0, g % ${sql.lit(per.comments)} - 1) k`.execute(
    trx,
  );

  // Team: two professionals (index 3n + 1) on every other idea; collaborators (3n + 2) on every
  // third: one accepted, one pending (every 20th and 30th at huge).
  await sql`
    insert into idea_team_members (idea_id, member_id, added_at)
    select ${ideaId(sql`g`)}, ${userId(sql`((g * 17 + k * 31) % ${sql.lit(thirds)}) * 3 + 1`)}, now() - (g + k) * interval '5 minutes'
    from generate_series(0, ${sql.lit(last)}) g cross join generate_series(0, 1) k
    where g % ${sql.lit(per.teamEvery)} = 0 or g < ${sql.lit(BENCH_VIEWER_IDEAS)}`.execute(trx);
  await sql`
    insert into idea_collab_interest (idea_id, user_id, status, created_at, responded_at)
    select ${ideaId(sql`g`)}, ${userId(sql`((g * 23 + k * 7) % ${sql.lit(thirds)}) * 3 + 2`)},
      case when k = 0 then 'accepted' else 'pending' end,
      now() - (g + k) * interval '7 minutes', case when k = 0 then now() - g * interval '6 minutes' end
    from generate_series(0, ${sql.lit(last)}) g cross join generate_series(0, 1) k
    where g % ${sql.lit(per.collabEvery)} = 0 or g < ${sql.lit(BENCH_VIEWER_IDEAS)}`.execute(trx);

  // The bench viewer joined ten ideas of others and saved and followed sixty.
  await sql`
    insert into idea_team_members (idea_id, member_id, added_at)
    select ${ideaId(sql`g`)}, ${userId(sql`0`)}, now() - g * interval '2 minutes'
    from generate_series(${sql.lit(BENCH_VIEWER_IDEAS)}, ${sql.lit(BENCH_VIEWER_IDEAS + 19)}) g
    where g % 2 = 1 and ${owner} <> 0`.execute(trx);
  for (const table of ['idea_saves', 'idea_follows', 'idea_favorites']) {
    await sql`
      insert into ${sql.table(table)} (idea_id, user_id, created_at)
      select ${ideaId(sql`g`)}, ${userId(sql`0`)}, now() - g * interval '3 minutes'
      from generate_series(0, least(${sql.lit(last)}, 59)) g
      where (g % 10 <> 9 or g < ${sql.lit(BENCH_VIEWER_IDEAS)})
      on conflict do nothing`.execute(trx);
  }

  // Only the viewer's follows of the first sixty ideas (some already followed by stride) add to them.
  await sql`
    update ideas i set followers_count = (select count(*) from idea_follows f where f.idea_id = i.id)
    where i.id in (select ${ideaId(sql`g`)} from generate_series(0, least(${sql.lit(last)}, 59)) g)`.execute(
    trx,
  );
  for (const table of ['idea_likes', 'idea_comments', 'idea_follows']) {
    await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
  }
  // The comment points ibh_merit_comments would have added (its trigger was off with the counters').
  await addMerit(
    trx,
    'comment',
    sql`select user_id, id::text as source_id, created_at as occurred_at from idea_comments where user_id is not null`,
  );
  await sql`analyze`.execute(trx);
}

/** Ideas with likes, threaded comments, saves, follows, favourites, teams and collaborations. */
export const ideasDataset: BenchDataset = { name: 'ideas', seed: seedIdeas };
