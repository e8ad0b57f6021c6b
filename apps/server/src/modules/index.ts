import type { AppModule } from '../platform/module.ts';
import { adminModule } from './admin/admin.module.ts';
import { ambassadorsModule } from './ambassadors/ambassadors.module.ts';
import { analyticsModule } from './analytics/analytics.module.ts';
import { authModule } from './auth/auth.module.ts';
import { cofoundersModule } from './cofounders/cofounders.module.ts';
import { collabModule } from './collab/collab.module.ts';
import { pendingRequestsOf } from './collab/pending-requests.ts';
import { couponsModule } from './coupons/coupons.module.ts';
import { dashboardModule } from './dashboard/dashboard.module.ts';
import { evidenceModule } from './evidence/evidence.module.ts';
import { evidenceHomeModule } from './evidence-home/evidence-home.module.ts';
import { followsModule } from './follows/follows.module.ts';
import { healthModule } from './health/health.module.ts';
import { homeModule } from './home/home.module.ts';
import { removeIdeaFiles } from './ideas/idea-storage.ts';
import { storedKeysOfOwner } from './ideas/idea-stored-keys.ts';
import { ideasModule } from './ideas/ideas.module.ts';
import { meritModule } from './merit/merit.module.ts';
import { messagesModule } from './messages/messages.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { ordersModule } from './orders/orders.module.ts';
import { profilesModule } from './profiles/profiles.module.ts';
import { proofPackModule } from './proof-pack/proof-pack.module.ts';
import { qaChecksModule } from './qa-checks/qa-checks.module.ts';
import { readinessModule } from './readiness/readiness.module.ts';
import { reviewsModule } from './reviews/reviews.module.ts';
import { rolesModule } from './roles/roles.module.ts';
import { shopModule } from './shop/shop.module.ts';
import { sprintsModule } from './sprints/sprints.module.ts';
import { telemetryModule } from './telemetry/telemetry.module.ts';
import { testimonialsModule } from './testimonials/testimonials.module.ts';
import { workspaceModule } from './workspace/workspace.module.ts';

/**
 * Every feature module, in dependency order: seeders run in this order (accounts first, then what
 * they own) and routes register in it. A module that needs a piece of a module above it gets it
 * handed in here (workspace, profiles), so modules import each other without cycles.
 */
export const appModules: readonly AppModule[] = [
  healthModule,
  rolesModule,
  authModule,
  profilesModule({ storedKeysOfOwner, removeStoredFiles: removeIdeaFiles }),
  readinessModule,
  followsModule,
  cofoundersModule,
  telemetryModule,
  ideasModule,
  collabModule,
  workspaceModule({ pendingRequestsOf }),
  dashboardModule,
  messagesModule,
  notificationsModule,
  shopModule,
  evidenceModule,
  sprintsModule,
  ordersModule,
  reviewsModule,
  adminModule,
  couponsModule,
  analyticsModule,
  qaChecksModule,
  testimonialsModule,
  meritModule,
  homeModule,
  evidenceHomeModule,
  proofPackModule,
  ambassadorsModule,
];
