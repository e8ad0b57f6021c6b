import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';
import type { TextArray } from '../profiles/profiles.tables.ts';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type IdeaStage = 'raw' | 'needs_guidance' | 'full_pitchdeck';
export type IdeaVisibility = 'public' | 'private';

/** Tables of migrations/0006_ideas.sql. */
export interface IdeasTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  one_liner: string | null;
  short_description: string;
  full_description: string | null;
  roadmap: string | null;
  stage: Defaulted<IdeaStage>;
  visibility: Defaulted<IdeaVisibility>;
  open_for_collab: Defaulted<boolean>;
  is_premium: Defaulted<boolean>;
  tags: TextArray;
  industry: TextArray;
  looking_for: TextArray;
  skills: TextArray;
  /** numeric, parsed to a JS number by both engines. */
  funding: number | null;
  availability: string | null;
  image_paths: TextArray;
  image_path: string | null;
  likes_count: Defaulted<number>;
  comments_count: Defaulted<number>;
  followers_count: Defaulted<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  tags_lc: GeneratedAlways<string[]>;
  industry_lc: GeneratedAlways<string[]>;
  looking_for_lc: GeneratedAlways<string[]>;
  search: GeneratedAlways<string>;
}

export interface IdeaFilesTable {
  id: Generated<string>;
  idea_id: string;
  path: string;
  name: string;
  content_type: string;
  size_bytes: number;
  position: number;
  created_at: Generated<Date>;
}

/** idea_likes, idea_saves, idea_follows and idea_favorites share this shape. */
export interface IdeaUserLinkTable {
  idea_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface IdeaCommentsTable {
  id: Generated<string>;
  idea_id: string;
  /** Null once the author deleted their account. */
  user_id: string | null;
  parent_id: string | null;
  body: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

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

export interface WorkspaceMessagesTable {
  id: Generated<string>;
  idea_id: string;
  /** Null once the sender deleted their account. */
  sender_id: string | null;
  body: string;
  created_at: Generated<Date>;
}

export type TaskStatus = 'todo' | 'doing' | 'done';

export interface WorkspaceTasksTable {
  id: Generated<string>;
  idea_id: string;
  title: string;
  status: Defaulted<TaskStatus>;
  assignee_id: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface WorkspaceFilesTable {
  id: Generated<string>;
  idea_id: string;
  uploader_id: string | null;
  path: string;
  name: string;
  content_type: string;
  /** bigint: read back as a string by node-postgres; convert with Number(). */
  size_bytes: ColumnType<number | string, number, number>;
  created_at: Generated<Date>;
}

export interface WorkspacePresenceTable {
  idea_id: string;
  user_id: string;
  seen_at: Generated<Date>;
}

export interface IdeasTables {
  ideas: IdeasTable;
  idea_files: IdeaFilesTable;
  idea_likes: IdeaUserLinkTable;
  idea_comments: IdeaCommentsTable;
  idea_saves: IdeaUserLinkTable;
  idea_follows: IdeaUserLinkTable;
  idea_favorites: IdeaUserLinkTable;
  idea_team_members: IdeaTeamMembersTable;
  idea_team_invites: IdeaTeamInvitesTable;
  idea_collab_interest: IdeaCollabInterestTable;
  workspace_messages: WorkspaceMessagesTable;
  workspace_tasks: WorkspaceTasksTable;
  workspace_files: WorkspaceFilesTable;
  workspace_presence: WorkspacePresenceTable;
}
