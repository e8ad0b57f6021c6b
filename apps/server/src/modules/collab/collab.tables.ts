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
