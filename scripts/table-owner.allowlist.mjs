/**
 * Foreign table reads not yet moved behind their owner's functions (issue 28), one entry per file
 * and table (`owner` in the comment). Shrink it: move the query into the owner as a named exported
 * function (or use a fragment the owner publishes, docs/decisions/128-table-owner.md) and
 * delete the entry; an entry that matches nothing is reported as stale. No write is listed: the
 * checker refuses every foreign write.
 *
 * Most entries are the person join (users + user_profiles, for a name and an avatar) and the
 * idea/collab membership reads; each wants a published person/membership fragment of its own.
 */
export const TABLE_ALLOWLIST = [
  { file: 'apps/server/src/modules/admin/disputes.ts', table: 'order_disputes' }, // orders
  { file: 'apps/server/src/modules/admin/disputes.ts', table: 'service_orders' }, // orders
  { file: 'apps/server/src/modules/ambassadors/students-page.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/ambassadors/students-page.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/ambassadors/students-page.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/cofounders/cofounders.repo.ts', table: 'pro_profiles' }, // profiles
  { file: 'apps/server/src/modules/cofounders/cofounders.repo.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/cofounders/cofounders.repo.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/collab/collab-invites.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/collab/collab.repo.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/dashboard/dashboard-overview.repo.ts', table: 'idea_favorites' }, // ideas
  { file: 'apps/server/src/modules/dashboard/dashboard-overview.repo.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/dashboard/dashboard-people.repo.ts', table: 'follow_counts' }, // follows
  { file: 'apps/server/src/modules/dashboard/dashboard-people.repo.ts', table: 'follows' }, // follows
  { file: 'apps/server/src/modules/dashboard/dashboard-people.repo.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/dashboard/dashboard-people.repo.ts', table: 'idea_team_members' }, // collab
  { file: 'apps/server/src/modules/dashboard/dashboard-people.repo.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/dashboard/dashboard.repo.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/dashboard/dashboard.repo.ts', table: 'idea_team_members' }, // collab
  { file: 'apps/server/src/modules/dashboard/dashboard.repo.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/dashboard/dashboard.repo.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/evidence-home/evidence-home.ts', table: 'experiments' }, // sprints
  { file: 'apps/server/src/modules/evidence-home/evidence-home.ts', table: 'interviews' }, // sprints
  { file: 'apps/server/src/modules/evidence-home/home-proofs.ts', table: 'evidence_entries' }, // evidence
  { file: 'apps/server/src/modules/evidence-home/home-proofs.ts', table: 'evidence_versions' }, // evidence
  { file: 'apps/server/src/modules/evidence-home/home-proofs.ts', table: 'experiments' }, // sprints
  { file: 'apps/server/src/modules/evidence-home/home-proofs.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/evidence-home/home-proofs.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/evidence-home/home-proofs.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/evidence-home/home-stats.ts', table: 'evidence_cosigns' }, // evidence
  { file: 'apps/server/src/modules/evidence-home/home-stats.ts', table: 'experiment_cosign_requests' }, // sprints
  { file: 'apps/server/src/modules/evidence-home/home-stats.ts', table: 'experiments' }, // sprints
  { file: 'apps/server/src/modules/evidence/evidence-read.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/evidence/evidence-sql.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/evidence/evidence-sql.ts', table: 'idea_team_members' }, // collab
  { file: 'apps/server/src/modules/evidence/evidence-sql.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/evidence/evidence-write.ts', table: 'experiments' }, // sprints
  { file: 'apps/server/src/modules/evidence/evidence-write.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/home/home-pulse.ts', table: 'evidence_cosigns' }, // evidence
  { file: 'apps/server/src/modules/home/home-pulse.ts', table: 'evidence_entries' }, // evidence
  { file: 'apps/server/src/modules/home/home-pulse.ts', table: 'evidence_upvotes' }, // evidence
  { file: 'apps/server/src/modules/home/home-pulse.ts', table: 'evidence_versions' }, // evidence
  { file: 'apps/server/src/modules/home/home-pulse.ts', table: 'experiments' }, // sprints
  { file: 'apps/server/src/modules/home/home-pulse.ts', table: 'idea_follows' }, // ideas
  { file: 'apps/server/src/modules/home/home-pulse.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/home/home-pulse.ts', table: 'pro_services' }, // shop
  { file: 'apps/server/src/modules/home/home-pulse.ts', table: 'service_orders' }, // orders
  { file: 'apps/server/src/modules/ideas/idea-access.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/ideas/idea-access.ts', table: 'idea_team_invites' }, // collab
  { file: 'apps/server/src/modules/ideas/idea-access.ts', table: 'idea_team_members' }, // collab
  { file: 'apps/server/src/modules/ideas/idea-access.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/ideas/idea-access.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/ideas/idea-card.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/ideas/idea-card.ts', table: 'idea_team_members' }, // collab
  { file: 'apps/server/src/modules/ideas/idea-card.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/ideas/idea-card.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/ideas/idea-stored-keys.ts', table: 'workspace_files' }, // workspace
  { file: 'apps/server/src/modules/ideas/ideas.repo.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/ideas/ideas.repo.ts', table: 'idea_team_invites' }, // collab
  { file: 'apps/server/src/modules/ideas/ideas.repo.ts', table: 'idea_team_members' }, // collab
  { file: 'apps/server/src/modules/ideas/ideas.repo.ts', table: 'user_profiles' }, // profiles
  { file: 'apps/server/src/modules/ideas/ideas.repo.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/notifications/action-state.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/notifications/action-state.ts', table: 'idea_team_invites' }, // collab
  { file: 'apps/server/src/modules/notifications/notification-events.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/notifications/notification-events.ts', table: 'idea_comments' }, // ideas
  { file: 'apps/server/src/modules/notifications/notification-events.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/notifications/notifications.repo.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/profiles/profiles.repo.ts', table: 'follow_counts' }, // follows
  { file: 'apps/server/src/modules/profiles/profiles.repo.ts', table: 'follows' }, // follows
  { file: 'apps/server/src/modules/profiles/profiles.repo.ts', table: 'founder_readiness' }, // readiness
  { file: 'apps/server/src/modules/profiles/profiles.repo.ts', table: 'users' }, // auth
  { file: 'apps/server/src/modules/sprints/cosign-request-view.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/workspace/workspace.repo.ts', table: 'idea_collab_interest' }, // collab
  { file: 'apps/server/src/modules/workspace/workspace.repo.ts', table: 'idea_team_members' }, // collab
  { file: 'apps/server/src/modules/workspace/workspace.repo.ts', table: 'ideas' }, // ideas
  { file: 'apps/server/src/modules/workspace/workspace.repo.ts', table: 'user_profiles' }, // profiles
];
