import { PATHS } from '@ibh/contract';
import type { RouteObject } from 'react-router';
import { GuestOnly } from '@/app/guards/guest-only';
import { RequireAdmin } from '@/app/guards/require-admin';
import { RequireAuth } from '@/app/guards/require-auth';
import { page } from './lazy-page';

/** Routes outside the main layout (001 section 2.1), ending with the catch-all not-found page. */
export const outsideRoutes: RouteObject[] = [
  {
    Component: GuestOnly,
    children: [
      { path: PATHS.login, ...page(() => import('@/app/routes/auth/login-page')) },
      { path: PATHS.signup, ...page(() => import('@/app/routes/auth/signup-page')) },
    ],
  },
  { path: PATHS.openInBrowser, ...page(() => import('@/app/routes/auth/open-in-browser-page')) },
  { path: PATHS.authCallback, ...page(() => import('@/app/routes/auth/auth-callback-page')) },
  { path: PATHS.resetPassword, ...page(() => import('@/app/routes/auth/reset-password-page')) },
  { path: PATHS.authDiagnose, ...page(() => import('@/app/routes/auth/auth-diagnose-page')) },
  {
    Component: RequireAuth,
    children: [
      { path: PATHS.completeSignup, ...page(() => import('@/app/routes/profiles/complete-signup-page')) },
      { path: PATHS.verify, ...page(() => import('@/app/routes/auth/verify-page')) },
      { path: PATHS.editProfile, ...page(() => import('@/app/routes/profiles/edit-profile-page')) },
      { path: PATHS.changePassword, ...page(() => import('@/app/routes/auth/change-password-page')) },
      {
        Component: RequireAdmin,
        children: [
          { path: PATHS.adminDashboard, ...page(() => import('@/app/routes/admin/admin-dashboard-page')) },
        ],
      },
    ],
  },
  { path: '*', ...page(() => import('@/app/routes/misc/not-found-page')) },
];
