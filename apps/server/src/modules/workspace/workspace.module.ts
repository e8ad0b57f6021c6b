import type { Workspace } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import { defineModule } from '../../platform/module.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { workspaceRoutes } from './workspace.routes.ts';
import { workspaceTopicAuthorizer } from './workspace-realtime.ts';

/**
 * What the workspace page shows that another module owns, handed in by modules/index.ts: the
 * owner's pending requests are the collab module's, and collab sits above workspace (it clears a
 * leaving member's tasks and presence here), so workspace cannot import it.
 */
export interface WorkspaceDeps {
  pendingRequestsOf(
    db: Executor,
    storage: Storage,
    ideaId: string,
    limit: number,
  ): Promise<{ pending: Workspace['pendingRequests']; pendingTotal: number }>;
}

export const workspaceModule = (deps: WorkspaceDeps) =>
  defineModule({
    name: 'workspace',
    routes: (app) => workspaceRoutes(app, deps),
    topics: { workspace: workspaceTopicAuthorizer },
  });
