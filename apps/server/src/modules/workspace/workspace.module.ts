import { defineModule } from '../../platform/module.ts';
import { workspaceRoutes } from './workspace.routes.ts';
import { workspaceTopicAuthorizer } from './workspace-realtime.ts';

export const workspaceModule = defineModule({
  name: 'workspace',
  routes: (app) => workspaceRoutes(app),
  topics: { workspace: workspaceTopicAuthorizer },
});
