import type { ColumnType, Generated } from 'kysely';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Tables of migrations/0006_ideas.sql: an idea's workspace (chat, tasks, files, presence). */
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

export interface WorkspaceTables {
  workspace_messages: WorkspaceMessagesTable;
  workspace_tasks: WorkspaceTasksTable;
  workspace_files: WorkspaceFilesTable;
  workspace_presence: WorkspacePresenceTable;
}

/** Views the workspace module publishes (migrations/0034_published_views.sql, decision 142). */
export interface WorkspaceViews {
  workspace_file_paths: Pick<WorkspaceFilesTable, 'idea_id' | 'path'>;
}
