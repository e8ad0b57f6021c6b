import { PATHS } from '@ibh/contract';
import type { RouteObject } from 'react-router';
import { GuestOnly } from '@/app/guards/guest-only';
import { RequireAuth } from '@/app/guards/require-auth';
import { page } from './lazy-page';

/**
 * Routes outside the main layout (001 section 2.1), ending with the catch-all not-found page.
 * The signed-in settings pages (/verify, /edit-profile, /change-password, /admin-dashboard) live in
 * the main layout instead, so they keep the header's navigation, bell and account menu.
 */
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
      // Onboarding only: someone who completed it is sent to /dashboard.
      { path: PATHS.completeSignup, ...page(() => import('@/app/routes/profiles/complete-signup-page')) },
    ],
  },
  { path: '*', ...page(() => import('@/app/routes/misc/not-found-page')) },
];
