/**
 * Foreign table reads not yet moved behind their owner's functions (issue 28), one entry per file
 * and table (`owner` in the comment). Shrink it: move the query into the owner as a named exported
 * function, read a view the owner publishes (`people`, `accepted_follows`, `follow_totals`,
 * `readiness_scores`, ...: decision 142) or a fragment (decision 129), and delete the entry; an
 * entry that matches nothing is reported as stale. No write is listed: the checker refuses every
 * foreign write.
 *
 * What is left is the person/profile part of a few reads (co-founder matching reads many profile
 * columns the `people` view does not carry yet, follows and readiness counts on the profile page).
 */
export const TABLE_ALLOWLIST = [
  { file: 'apps/server/src/modules/ambassadors/students-page.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/ambassadors/students-page.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/cofounders/cofounders.repo.ts', table: 'pro_profiles' }, // profiles
  { file: 'apps/server/src/modules/cofounders/cofounders.repo.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/cofounders/cofounders.repo.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/dashboard/dashboard-people.repo.ts', table: 'follow_counts' }, // follows
  { file: 'apps/server/src/modules/dashboard/dashboard-people.repo.ts', table: 'follows' }, // follows
  { file: 'apps/server/src/modules/dashboard/dashboard.repo.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/evidence-home/home-proofs.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/evidence-home/home-proofs.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/ideas/idea-access.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/ideas/idea-access.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/ideas/idea-card.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/ideas/idea-card.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/ideas/ideas.repo.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/ideas/ideas.repo.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/profiles/profiles.repo.ts', table: 'follow_counts' }, // follows
  { file: 'apps/server/src/modules/profiles/profiles.repo.ts', table: 'follows' }, // follows
  { file: 'apps/server/src/modules/profiles/profiles.repo.ts', table: 'founder_readiness' }, // readiness
  { file: 'apps/server/src/modules/profiles/profiles.repo.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/workspace/workspace.repo.ts', table: 'user_profiles' }, // profiles
];
