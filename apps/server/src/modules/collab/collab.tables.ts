import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Tables of migrations/0006_ideas.sql (and 0007's invited_by): teams, team invites, collaboration. */
export interface IdeaTeamMembersTable {
  idea_id: string;
  member_id: string;
  added_at: Generated<Date>;
}

export type TeamInviteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export interface IdeaTeamInvitesTable {
  id: Generated<string>;
  idea_id: string;
  inviter_id: string;
  invitee_id: string;
  message: string | null;
  status: Defaulted<TeamInviteStatus>;
  created_at: Generated<Date>;
  responded_at: Timestamp | null;
}

export type CollabStatus = 'pending' | 'accepted' | 'declined' | 'invited';

export interface IdeaCollabInterestTable {
  id: Generated<string>;
  idea_id: string;
  user_id: string;
  message: string | null;
  status: Defaulted<CollabStatus>;
  created_at: Generated<Date>;
  responded_at: Timestamp | null;
  /** Set when the owner invited the person (status 'invited'), migration 0007. */
  invited_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CollabTables {
  idea_team_members: IdeaTeamMembersTable;
  idea_team_invites: IdeaTeamInvitesTable;
  idea_collab_interest: IdeaCollabInterestTable;
}

/** How a member belongs to an idea: on its team, or an accepted collaborator. */
export type IdeaMemberKind = 'team' | 'collaborator';

/** Views the collab module publishes (migrations/0034_published_views.sql, decision 142). */
export interface CollabViews {
  /** An idea's members besides its owner, since when they joined. */
  idea_members: { idea_id: string; user_id: string; kind: IdeaMemberKind; joined_at: Date };
  idea_collab_requests: Pick<
    IdeaCollabInterestTable,
    'id' | 'idea_id' | 'user_id' | 'status' | 'message' | 'created_at'
  >;
  idea_team_invitations: Pick<
    IdeaTeamInvitesTable,
    'id' | 'idea_id' | 'invitee_id' | 'status' | 'message' | 'created_at'
  >;
}
