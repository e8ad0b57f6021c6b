-- Views the owners publish for other modules to read (decision 142, issue 28). Each is a plain
-- view over its owner's tables (PostgreSQL inlines it into the reader's statement, so the reader's
-- index walks stay); its columns are what the readers use, the owner's promise to them.

-- ideas: what others read of an idea (its card fields, visibility and owner; not the full
-- description, roadmap, funding or search columns).
create view idea_cards as
  select id, user_id, title, one_liner, short_description, stage, visibility, open_for_collab,
         is_premium, tags, industry, industry_lc, looking_for, image_path, image_paths,
         likes_count, comments_count, followers_count, created_at, updated_at
    from ideas;

-- ideas: who follows an idea, since when (the home pulse's follow ticker).
create view idea_followers as
  select idea_id, user_id, created_at from idea_follows;

-- ideas: the ideas a person starred (the dashboard's workshop picker puts them first).
create view favorite_ideas as
  select idea_id, user_id from idea_favorites;

-- ideas: a comment's text (a notification quotes it).
create view idea_comment_texts as
  select id, idea_id, body from idea_comments;

-- collab: the members of an idea besides its owner: its team ('team', since added) and its
-- accepted collaborators ('collaborator', since accepted). A reader filtering on `kind` reads one
-- table only (the other branch of the union is pruned when planned).
create view idea_members as
  select idea_id, member_id as user_id, 'team'::text as kind, added_at as joined_at
    from idea_team_members
  union all
  select idea_id, user_id, 'collaborator'::text, coalesce(responded_at, created_at)
    from idea_collab_interest where status = 'accepted';

-- collab: requests to collaborate and invitations to (any status; `status` tells which).
create view idea_collab_requests as
  select id, idea_id, user_id, status, message, created_at from idea_collab_interest;

-- collab: invitations to join an idea's team (any status).
create view idea_team_invitations as
  select id, idea_id, invitee_id, status, message, created_at from idea_team_invites;

-- sprints: what the evidence home and the pulse read of a sprint (not its setup or results).
create view sprint_summaries as
  select id, type, owner_user_id, idea_id, target_count, evidence_id, version_id, created_at,
         finalized_at, closed_at
    from experiments;

-- sprints: how many interviews a sprint has done.
create view sprint_interview_counts as
  select experiment_id, count(*)::int as done from interviews group by experiment_id;

-- sprints: co-signs professionals gave a sprint, when they accepted.
create view accepted_sprint_cosigns as
  select experiment_id, pro_user_id, responded_at as accepted_at
    from experiment_cosign_requests where status = 'accepted';

-- evidence: what the scope rule (evidence-sql.ts visibleSql) and the lists read of an entry.
create view evidence_scopes as
  select id, owner_id, kind, context_kind, context_id, scope, linked_idea_id, has_final_version,
         tombstoned_at, created_at
    from evidence_entries;

-- evidence: a version's number, title and state.
create view evidence_version_titles as
  select id, evidence_id, version, title, state, finalized_at from evidence_versions;

-- evidence: who co-signed an entry, when.
create view evidence_cosigners as
  select evidence_id, signer_user_id, created_at from evidence_cosigns;

-- evidence: who upvoted an entry, when.
create view evidence_upvoters as
  select evidence_id, user_id, created_at from evidence_upvotes;

-- orders: an order as the pulse (completed ones) and the admin's disputes list read it.
create view order_summaries as
  select id, status, service_id, service_title, package_name, price_cents, escrow_still_held_cents,
         buyer_id, pro_id, completed_at
    from service_orders;

-- orders: the open dispute of an order (at most one).
create view open_disputes as
  select order_id, opened_by_role, reason, answer, created_at
    from order_disputes where resolved_at is null;

-- shop: the services listed in the shop (an order links to its service while it is listed).
create view listed_services as
  select id, pro_id from pro_services where listed;

-- workspace: the stored files of an idea's workspace (deleting the idea removes them).
create view workspace_file_paths as
  select idea_id, path from workspace_files;
