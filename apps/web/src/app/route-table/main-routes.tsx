import { PATHS } from '@ibh/contract';
import { type RouteObject, replace } from 'react-router';
import { RequireAuth } from '@/app/guards/require-auth';
import { RequireRole } from '@/app/guards/require-role';
import type { Flags } from '@/lib/flags';
import { page, searchOf } from './lazy-page';
import { redirectRoutes } from './redirect-routes';

const notFound = page(() => import('@/app/routes/misc/not-found-page'));
const browseServices = page(() => import('@/app/routes/shop/browse-services-page'));
const cosignInbox = page(() => import('@/app/routes/cosign/cosign-inbox-page'));
const workspace = page(() => import('@/app/routes/dashboard/workspace-page'));
const startSprint = page(() => import('@/app/routes/sprints/start-sprint-page'));

/** Anyone may open these. */
function publicRoutes(flags: Flags): RouteObject[] {
  return [
    { index: true, ...page(() => import('@/app/routes/home/home-page')) },
    { path: PATHS.homeOld, ...page(() => import('@/app/routes/home/home-old-page')) },
    { path: PATHS.explore, ...page(() => import('@/app/routes/explore/explore-page')) },
    { path: PATHS.evidenceHome, ...page(() => import('@/app/routes/evidence/evidence-home-page')) },
    { path: PATHS.evidence, ...page(() => import('@/app/routes/evidence/evidence-list-page')) },
    { path: PATHS.ledgerEvidence, ...page(() => import('@/app/routes/evidence/ledger-evidence-page')) },
    { path: PATHS.verifyProof, ...page(() => import('@/app/routes/misc/verify-proof-page')) },
    {
      path: PATHS.experiment,
      loader: ({ params, request }) =>
        params.id === 'new' ? replace(`${PATHS.experimentNew}${searchOf(request)}`) : null,
      ...page(() => import('@/app/routes/sprints/experiment-page')),
    },
    { path: PATHS.publicSprint, ...page(() => import('@/app/routes/sprints/public-sprint-page')) },
    { path: PATHS.idea, ...page(() => import('@/app/routes/ideas/idea-page')) },
    { path: PATHS.students, ...page(() => import('@/app/routes/students/students-page')) },
    { path: PATHS.community, ...page(() => import('@/app/routes/community/community-page')) },
    { path: PATHS.profile, ...page(() => import('@/app/routes/profiles/profile-page')) },
    { path: PATHS.proProfile, ...page(() => import('@/app/routes/profiles/pro-profile-page')) },
    { path: PATHS.browseServices, ...browseServices },
    { path: PATHS.helpMerit, ...page(() => import('@/app/routes/help/merit-help-page')) },
    { path: PATHS.terms, ...page(() => import('@/app/routes/legal/terms-page')) },
    { path: PATHS.privacy, ...page(() => import('@/app/routes/legal/privacy-page')) },
    ...(flags.proShop
      ? [
          { path: PATHS.professionals, ...browseServices },
          { path: PATHS.service, ...page(() => import('@/app/routes/shop/service-page')) },
        ]
      : []),
  ];
}

/** Login required (001 section 2.1); anonymous visitors are sent to /login. */
function signedInRoutes(flags: Flags): RouteObject[] {
  return [
    { path: PATHS.postIdea, ...page(() => import('@/app/routes/ideas/post-idea-page')) },
    { path: PATHS.dashboard, ...page(() => import('@/app/routes/dashboard/dashboard-page')) },
    { path: PATHS.sharedProject, ...workspace },
    { path: PATHS.workspace, ...workspace },
    { path: PATHS.notifications, ...page(() => import('@/app/routes/notifications/notifications-page')) },
    { path: PATHS.inbox, ...page(() => import('@/app/routes/messages/inbox-page')) },
    { path: PATHS.cofounders, ...page(() => import('@/app/routes/profiles/cofounders-page')) },
    { path: PATHS.testimonial, ...page(() => import('@/app/routes/testimonials/testimonial-page')) },
    { path: PATHS.ownProfile, ...page(() => import('@/app/routes/profiles/own-profile-page')) },
    // 001 §2.1 lists these outside the layout; they keep the header here (decision 39).
    { path: PATHS.verify, ...page(() => import('@/app/routes/auth/verify-page')) },
    { path: PATHS.editProfile, ...page(() => import('@/app/routes/profiles/edit-profile-page')) },
    { path: PATHS.changePassword, ...page(() => import('@/app/routes/auth/change-password-page')) },
    { path: PATHS.security, ...page(() => import('@/app/routes/auth/security-page')) },
    { path: PATHS.sprintList, ...page(() => import('@/app/routes/sprints/sprint-page')) },
    { path: PATHS.experimentNew, ...startSprint },
    { path: PATHS.sprintCreate, ...startSprint },
    ...(flags.proShop
      ? [
          { path: PATHS.shop, ...page(() => import('@/app/routes/shop/shop-dashboard-page')) },
          { path: PATHS.order, ...page(() => import('@/app/routes/shop/order-page')) },
          { path: PATHS.workroom, ...page(() => import('@/app/routes/shop/workroom-page')) },
        ]
      : []),
    // The console, the dashboard and the testimonials review ask the server themselves, with their own spec messages
    // ('Loading admin console...' / 'Access Denied'; the AdminAccessGate's), issue 16.
    { path: PATHS.adminShop, ...page(() => import('@/app/routes/admin/admin-shop-page')) },
    { path: PATHS.adminDashboard, ...page(() => import('@/app/routes/admin/admin-dashboard-page')) },
    { path: PATHS.adminTestimonials, ...page(() => import('@/app/routes/admin/admin-testimonials-page')) },
    { path: PATHS.adminAmbassadors, ...page(() => import('@/app/routes/admin/admin-ambassadors-page')) },
    {
      element: <RequireRole roles={['professional']} />,
      children: [
        { path: PATHS.professionalRequests, ...cosignInbox },
        { path: PATHS.proCosigns, ...cosignInbox },
        ...(flags.proSign ? [{ path: PATHS.proCosignInbox, ...cosignInbox }] : []),
      ],
    },
  ];
}

/** Routes inside the main layout (header, footer, Inbox button). */
export function mainLayoutRoutes(flags: Flags): RouteObject[] {
  return [
    ...publicRoutes(flags),
    ...redirectRoutes,
    { Component: RequireAuth, children: signedInRoutes(flags) },
    // With the pro sign flag off the inbox does not exist (and must not fall through to /pro/:id).
    ...(flags.proSign ? [] : [{ path: PATHS.proCosignInbox, ...notFound }]),
  ];
}
