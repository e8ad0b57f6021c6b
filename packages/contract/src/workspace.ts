import * as z from 'zod/mini';
import { CollabRequestSchema } from './collab.ts';
import { IdParamsSchema, OkSchema } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import { IDEA_TEXT } from './idea-text.ts';
import { IDEA_STAGES, IDEA_VISIBILITIES, IdeaIdParamsSchema, IdeaPersonSchema } from './ideas.ts';
import { IDEA } from './limits.ts';

/** The shared workspace of an idea (001 section 2.8): owner, team and accepted collaborators only. */
export const WORKSPACE_LIMITS = {
  messageMax: 2000,
  taskTitleMax: 200,
  tasksMax: 200,
  /** A member counts as present when their page pinged within this window. */
  presenceWindowMs: 90_000,
  presencePingMs: 30_000,
} as const;

export const TASK_STATUSES = ['todo', 'doing', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = { todo: 'To do', doing: 'Doing', done: 'Done' };

export const WORKSPACE_TABS = ['Overview', 'Chat', 'Tasks', 'Files'] as const;
export const WORKSPACE_MEMBER_ROLES = ['owner', 'team_member', 'collaborator'] as const;
export type WorkspaceMemberRole = (typeof WORKSPACE_MEMBER_ROLES)[number];

export const WorkspaceMemberSchema = z.object({
  ...IdeaPersonSchema.shape,
  memberRole: z.enum(WORKSPACE_MEMBER_ROLES),
});
export type WorkspaceMember = z.infer<typeof WorkspaceMemberSchema>;

/**
 * GET /api/workspaces/:id. Lists are cut to the spec's limits: tags 10, looking-for 8, images 4,
 * pending requests 12 (owner only; empty for others), presence 6 (with the full count).
 */
export const WorkspaceSchema = z.object({
  idea: z.object({
    id: z.string(),
    title: z.string(),
    shortDescription: z.string(),
    country: z.nullable(z.string()),
    stage: z.enum(IDEA_STAGES),
    visibility: z.enum(IDEA_VISIBILITIES),
    tags: z.array(z.string()),
    lookingFor: z.array(z.string()),
    imageUrls: z.array(z.string()),
    createdAt: z.string(),
  }),
  me: z.object({ userId: z.string(), memberRole: z.enum(WORKSPACE_MEMBER_ROLES) }),
  owner: WorkspaceMemberSchema,
  team: z.array(WorkspaceMemberSchema),
  collaborators: z.array(WorkspaceMemberSchema),
  pendingRequests: z.array(CollabRequestSchema),
  pendingTotal: z.number(),
  presence: z.array(IdeaPersonSchema),
  presenceTotal: z.number(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

export const WorkspaceMessageSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sender: IdeaPersonSchema,
});
export type WorkspaceMessage = z.infer<typeof WorkspaceMessageSchema>;
/** The latest WORKSPACE.messages messages, oldest first. */
export const WorkspaceMessagesSchema = z.object({ items: z.array(WorkspaceMessageSchema) });
export const PostWorkspaceMessageSchema = z.object({
  body: z.string({ error: IDEA_TEXT.messageRequired }).check(
    z.trim(),
    z.minLength(1, { error: IDEA_TEXT.messageRequired }),
    z.maxLength(WORKSPACE_LIMITS.messageMax, {
      error: `Messages must be ≤ ${WORKSPACE_LIMITS.messageMax} chars`,
    }),
  ),
});

export const WorkspaceTaskSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  assignee: z.nullable(IdeaPersonSchema),
  /** Its creator (null once their account is gone): they and the owner may delete it. */
  createdById: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkspaceTask = z.infer<typeof WorkspaceTaskSchema>;
export const WorkspaceTasksSchema = z.object({ items: z.array(WorkspaceTaskSchema) });
const taskTitle = z.string({ error: IDEA_TEXT.taskTitleRequired }).check(
  z.trim(),
  z.minLength(1, { error: IDEA_TEXT.taskTitleRequired }),
  z.maxLength(WORKSPACE_LIMITS.taskTitleMax, {
    error: `Task titles must be ≤ ${WORKSPACE_LIMITS.taskTitleMax} chars`,
  }),
);
export const CreateTaskSchema = z.object({ title: taskTitle, assigneeId: z.optional(z.nullable(z.uuid())) });
export type CreateTask = z.infer<typeof CreateTaskSchema>;
export const UpdateTaskSchema = z.object({
  title: z.optional(taskTitle),
  status: z.optional(z.enum(TASK_STATUSES)),
  assigneeId: z.optional(z.nullable(z.uuid())),
});
export type UpdateTask = z.infer<typeof UpdateTaskSchema>;

export const WorkspaceFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  uploader: z.nullable(IdeaPersonSchema),
  /** The uploader or the owner may delete it. */
  canDelete: z.boolean(),
});
export type WorkspaceFile = z.infer<typeof WorkspaceFileSchema>;
/** Newest first, at most WORKSPACE.files. */
export const WorkspaceFilesSchema = z.object({ items: z.array(WorkspaceFileSchema) });
export const WorkspaceFileQuerySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
});
/** A signed link valid WORKSPACE.downloadLinkTtl (60 s). */
export const DownloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

export const PresenceSchema = z.object({ presence: z.array(IdeaPersonSchema), presenceTotal: z.number() });

/** Realtime topic of a workspace; only its members may subscribe. */
export const workspaceTopic = (ideaId: string) => `workspace:${ideaId}`;
export const WORKSPACE_EVENTS = {
  messageCreated: 'message_created',
  taskChanged: 'task_changed',
  taskDeleted: 'task_deleted',
  filesChanged: 'files_changed',
  presenceChanged: 'presence_changed',
  membersChanged: 'members_changed',
} as const;

/** Content types the project-file upload reads as raw bytes (any type: the file decides). */
export const WORKSPACE_FILE_CONTENT_TYPES = ['application/octet-stream', '*/*'] as const;

const tags = ['workspace'] as const;

/** The shared workspace of an idea: overview, chat, tasks, files and presence (members only). */
export const WORKSPACE_ENDPOINTS = {
  workspace: defineEndpoint({
    errors: ['E_NOT_TEAM_MEMBER'],
    method: 'GET',
    path: '/api/workspaces/:id',
    summary: 'The workspace of an idea (owner, team and collaborators)',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: WorkspaceSchema },
  }),
  messages: defineEndpoint({
    errors: ['E_NOT_TEAM_MEMBER'],
    method: 'GET',
    path: '/api/workspaces/:id/messages',
    summary: 'The latest chat messages, oldest first',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: WorkspaceMessagesSchema },
  }),
  postMessage: defineEndpoint({
    errors: ['E_RATE_LIMITED', 'E_NOT_TEAM_MEMBER'],
    method: 'POST',
    path: '/api/workspaces/:id/messages',
    summary: 'Post to the workspace chat (30 a minute per person)',
    tags,
    params: IdeaIdParamsSchema,
    body: PostWorkspaceMessageSchema,
    responses: { 201: WorkspaceMessageSchema },
  }),
  tasks: defineEndpoint({
    errors: ['E_NOT_TEAM_MEMBER'],
    method: 'GET',
    path: '/api/workspaces/:id/tasks',
    summary: 'Tasks, in created order',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: WorkspaceTasksSchema },
  }),
  createTask: defineEndpoint({
    errors: ['E_LIMIT_EXCEEDED', 'E_NOT_TEAM_MEMBER'],
    method: 'POST',
    path: '/api/workspaces/:id/tasks',
    summary: 'Add a task',
    tags,
    params: IdeaIdParamsSchema,
    body: CreateTaskSchema,
    responses: { 201: WorkspaceTaskSchema },
  }),
  updateTask: defineEndpoint({
    method: 'PATCH',
    path: '/api/workspace-tasks/:id',
    summary: 'Rename, move or reassign a task',
    tags,
    params: IdParamsSchema,
    body: UpdateTaskSchema,
    responses: { 200: WorkspaceTaskSchema },
  }),
  deleteTask: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'DELETE',
    path: '/api/workspace-tasks/:id',
    summary: 'Delete a task (its creator or the owner)',
    tags,
    params: IdParamsSchema,
    responses: { 200: OkSchema },
  }),
  files: defineEndpoint({
    errors: ['E_NOT_TEAM_MEMBER'],
    method: 'GET',
    path: '/api/workspaces/:id/files',
    summary: 'Project files, newest first',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: WorkspaceFilesSchema },
  }),
  uploadFile: defineEndpoint({
    errors: ['E_LIMIT_EXCEEDED', 'E_NOT_TEAM_MEMBER'],
    method: 'PUT',
    path: '/api/workspaces/:id/files',
    summary: 'Upload a project file (raw body of any type; ?name= is its file name)',
    tags,
    params: IdeaIdParamsSchema,
    query: WorkspaceFileQuerySchema,
    body: { raw: WORKSPACE_FILE_CONTENT_TYPES },
    responses: { 201: WorkspaceFileSchema },
  }),
  downloadLink: defineEndpoint({
    method: 'POST',
    path: '/api/workspace-files/:id/download',
    summary: 'A download link valid 60 seconds',
    tags,
    params: IdParamsSchema,
    responses: { 200: DownloadLinkSchema },
  }),
  deleteFile: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'DELETE',
    path: '/api/workspace-files/:id',
    summary: 'Delete a project file (its uploader or the owner)',
    tags,
    params: IdParamsSchema,
    responses: { 200: OkSchema },
  }),
  presence: defineEndpoint({
    errors: ['E_NOT_TEAM_MEMBER'],
    method: 'POST',
    path: '/api/workspaces/:id/presence',
    summary: 'I have the workspace open (ping)',
    tags,
    params: IdeaIdParamsSchema,
    responses: { 200: PresenceSchema },
  }),
};

const E = WORKSPACE_ENDPOINTS;

/** Concrete paths, derived from the descriptors (for tests, the bench and e2e). */
export const WORKSPACE_API = {
  workspace: (ideaId: string) => endpointPath(E.workspace, { id: ideaId }),
  messages: (ideaId: string) => endpointPath(E.messages, { id: ideaId }),
  tasks: (ideaId: string) => endpointPath(E.tasks, { id: ideaId }),
  task: (taskId: string) => endpointPath(E.updateTask, { id: taskId }),
  files: (ideaId: string) => endpointPath(E.files, { id: ideaId }),
  file: (fileId: string) => endpointPath(E.deleteFile, { id: fileId }),
  download: (fileId: string) => endpointPath(E.downloadLink, { id: fileId }),
  presence: (ideaId: string) => endpointPath(E.presence, { id: ideaId }),
} as const;

/** Images shown in the workspace overview. */
export const WORKSPACE_IMAGE_EXTENSIONS = IDEA.uploadedImageExtensions;
