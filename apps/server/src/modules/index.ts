import type { AppModule } from '../platform/module.ts';
import { authModule } from './auth/auth.module.ts';
import { cofoundersModule } from './cofounders/cofounders.module.ts';
import { collabModule } from './collab/collab.module.ts';
import { dashboardModule } from './dashboard/dashboard.module.ts';
import { followsModule } from './follows/follows.module.ts';
import { healthModule } from './health/health.module.ts';
import { ideasModule } from './ideas/ideas.module.ts';
import { messagesModule } from './messages/messages.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { profilesModule } from './profiles/profiles.module.ts';
import { readinessModule } from './readiness/readiness.module.ts';
import { rolesModule } from './roles/roles.module.ts';
import { telemetryModule } from './telemetry/telemetry.module.ts';
import { workspaceModule } from './workspace/workspace.module.ts';

/**
 * Every feature module, in dependency order: seeders run in this order (accounts first, then what
 * they own) and routes register in it.
 */
export const appModules: readonly AppModule[] = [
  healthModule,
  rolesModule,
  authModule,
  profilesModule,
  readinessModule,
  followsModule,
  cofoundersModule,
  telemetryModule,
  ideasModule,
  collabModule,
  workspaceModule,
  dashboardModule,
  messagesModule,
  notificationsModule,
];
