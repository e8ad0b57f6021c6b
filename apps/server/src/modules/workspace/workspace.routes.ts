import { WORKSPACE_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { getWorkspace } from './get-workspace.ts';
import type { WorkspaceDeps } from './workspace.module.ts';
import { workspaceUploadRoutes } from './workspace-files.routes.ts';
import { deleteFile, downloadLink, getFiles } from './workspace-files.ts';
import { listMessages, postMessage } from './workspace-messages.ts';
import { pingPresence } from './workspace-presence.ts';
import { createTask, deleteTask, getTasks, updateTask } from './workspace-tasks.ts';

const ok = { ok: true as const };

/** The shared workspace of an idea: overview, chat, tasks, files and presence (members only). */
export async function workspaceRoutes(app: FastifyInstance, deps: WorkspaceDeps) {
  const { ctx } = app;
  await app.register(workspaceUploadRoutes);

  route(app, E.workspace, (request) => getWorkspace(ctx, deps, requireUser(request).id, request.params.id));

  route(app, E.messages, (request) => listMessages(ctx, requireUser(request).id, request.params.id));
  route(app, E.postMessage, (request) =>
    postMessage(ctx, requireUser(request).id, request.params.id, request.body.body),
  );

  route(app, E.tasks, (request) => getTasks(ctx, requireUser(request).id, request.params.id));
  route(app, E.createTask, (request) =>
    createTask(ctx, requireUser(request).id, request.params.id, request.body),
  );
  route(app, E.updateTask, (request) =>
    updateTask(ctx, requireUser(request).id, request.params.id, request.body),
  );
  route(app, E.deleteTask, async (request) => {
    await deleteTask(ctx, requireUser(request).id, request.params.id);
    return ok;
  });

  route(app, E.files, (request) => getFiles(ctx, requireUser(request).id, request.params.id));
  route(app, E.downloadLink, (request) => downloadLink(ctx, requireUser(request).id, request.params.id));
  route(app, E.deleteFile, async (request) => {
    await deleteFile(ctx, request.log, requireUser(request).id, request.params.id);
    return ok;
  });

  route(app, E.presence, (request) => pingPresence(ctx, requireUser(request).id, request.params.id));
}
