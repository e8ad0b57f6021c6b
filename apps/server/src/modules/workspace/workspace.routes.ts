import {
  CreateTaskSchema,
  DownloadLinkSchema,
  IdeaIdParamsSchema,
  IdParamsSchema,
  OkSchema,
  PostWorkspaceMessageSchema,
  PresenceSchema,
  UpdateTaskSchema,
  WORKSPACE_API,
  WorkspaceFilesSchema,
  WorkspaceMessageSchema,
  WorkspaceMessagesSchema,
  WorkspaceSchema,
  WorkspaceTaskSchema,
  WorkspaceTasksSchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { getWorkspace } from './get-workspace.ts';
import { workspaceUploadRoutes } from './workspace-files.routes.ts';
import { deleteFile, downloadLink, getFiles } from './workspace-files.ts';
import { listMessages, postMessage } from './workspace-messages.ts';
import { pingPresence } from './workspace-presence.ts';
import { createTask, deleteTask, getTasks, updateTask } from './workspace-tasks.ts';

const tags = ['workspace'];
const ok = { ok: true as const };

/** The shared workspace of an idea: overview, chat, tasks, files and presence (members only). */
export async function workspaceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  await app.register(workspaceUploadRoutes);

  r.get(
    WORKSPACE_API.workspace(':id'),
    {
      schema: {
        tags,
        summary: 'The workspace of an idea (owner, team and collaborators)',
        params: IdeaIdParamsSchema,
        response: { 200: WorkspaceSchema },
      },
    },
    (request) => getWorkspace(ctx, requireUser(request).id, request.params.id),
  );

  r.get(
    WORKSPACE_API.messages(':id'),
    {
      schema: {
        tags,
        summary: 'The latest chat messages, oldest first',
        params: IdeaIdParamsSchema,
        response: { 200: WorkspaceMessagesSchema },
      },
    },
    (request) => listMessages(ctx, requireUser(request).id, request.params.id),
  );

  r.post(
    WORKSPACE_API.messages(':id'),
    {
      schema: {
        tags,
        summary: 'Post to the workspace chat (30 a minute per person)',
        params: IdeaIdParamsSchema,
        body: PostWorkspaceMessageSchema,
        response: { 201: WorkspaceMessageSchema },
      },
    },
    async (request, reply) => {
      const message = await postMessage(ctx, requireUser(request).id, request.params.id, request.body.body);
      return reply.status(201).send(message);
    },
  );

  r.get(
    WORKSPACE_API.tasks(':id'),
    {
      schema: {
        tags,
        summary: 'Tasks, in created order',
        params: IdeaIdParamsSchema,
        response: { 200: WorkspaceTasksSchema },
      },
    },
    (request) => getTasks(ctx, requireUser(request).id, request.params.id),
  );

  r.post(
    WORKSPACE_API.tasks(':id'),
    {
      schema: {
        tags,
        summary: 'Add a task',
        params: IdeaIdParamsSchema,
        body: CreateTaskSchema,
        response: { 201: WorkspaceTaskSchema },
      },
    },
    async (request, reply) => {
      const task = await createTask(ctx, requireUser(request).id, request.params.id, request.body);
      return reply.status(201).send(task);
    },
  );

  r.patch(
    WORKSPACE_API.task(':id'),
    {
      schema: {
        tags,
        summary: 'Rename, move or reassign a task',
        params: IdParamsSchema,
        body: UpdateTaskSchema,
        response: { 200: WorkspaceTaskSchema },
      },
    },
    (request) => updateTask(ctx, requireUser(request).id, request.params.id, request.body),
  );

  r.delete(
    WORKSPACE_API.task(':id'),
    {
      schema: {
        tags,
        summary: 'Delete a task (its creator or the owner)',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await deleteTask(ctx, requireUser(request).id, request.params.id);
      return ok;
    },
  );

  r.get(
    WORKSPACE_API.files(':id'),
    {
      schema: {
        tags,
        summary: 'Project files, newest first',
        params: IdeaIdParamsSchema,
        response: { 200: WorkspaceFilesSchema },
      },
    },
    (request) => getFiles(ctx, requireUser(request).id, request.params.id),
  );

  r.post(
    WORKSPACE_API.download(':id'),
    {
      config: { noBody: true },
      schema: {
        tags,
        summary: 'A download link valid 60 seconds',
        params: IdParamsSchema,
        response: { 200: DownloadLinkSchema },
      },
    },
    (request) => downloadLink(ctx, requireUser(request).id, request.params.id),
  );

  r.delete(
    WORKSPACE_API.file(':id'),
    {
      schema: {
        tags,
        summary: 'Delete a project file (its uploader or the owner)',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await deleteFile(ctx, request.log, requireUser(request).id, request.params.id);
      return ok;
    },
  );

  r.post(
    WORKSPACE_API.presence(':id'),
    {
      config: { noBody: true },
      schema: {
        tags,
        summary: 'I have the workspace open (ping)',
        params: IdeaIdParamsSchema,
        response: { 200: PresenceSchema },
      },
    },
    (request) => pingPresence(ctx, requireUser(request).id, request.params.id),
  );
}
