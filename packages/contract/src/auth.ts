import * as z from 'zod/mini';
import { LoginResponseSchema, SecondFactorPending } from './auth-second-step.ts';
import { OkSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { AUTH } from './limits.ts';
import { ROLE_ENDPOINTS } from './roles.ts';
import { SessionResponseSchema, SessionUserSchema } from './session.ts';

/**
 * Accounts and sign-in (spec 000 sections 2, 4, 5, 7 Auth, 8 Sign-in).
 * Every user-facing string here is the spec's, verbatim.
 */
export const AUTH_TEXT = {
  emailPasswordRequired: 'Email & password required.',
  invalidCredentials: 'Email or password is incorrect.',
  confirmEmailFirst: 'Please confirm your email before signing in.',
  enterEmail: 'Enter your email.',
  enterCode: 'Enter the 6-digit code.',
  codeInvalidTryAgain: 'Code is invalid—try again',
  invalidCodePrefix: 'Invalid code: ',
  signupAllFields: 'All fields are required, including role.',
  useAtLeast8: 'Use at least 8 characters.',
  passwordMin8: 'Password must be at least 8 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  recoveryNotFound: 'Recovery session not found. Please use the password reset link from your email again.',
  passwordChangeFailedPrefix: 'Password change failed: ',
  passwordChanged: 'Password changed successfully!',
  unexpected: 'An unexpected error occurred.',
  unexpectedSignIn: 'An unexpected error occurred during sign-in.',
  unexpectedSendingOtp: 'An unexpected error occurred while sending OTP.',
  unexpectedVerification: 'An unexpected error occurred during verification.',
  failedToSendReset: 'Failed to send reset code',
  couldntUpdatePassword: "Couldn't update password",
  couldNotUpdatePassword: 'Could not update password.',
  unableToLoadRoles: 'Unable to load roles',
  /** Without a description the dash and the empty tail are left out. */
  loginFailed: (error: string, description?: string) =>
    description ? `Login failed: ${error} – ${description}` : `Login failed: ${error}`,
  loginFailedExchange: (message: string) => `Login failed during code exchange: ${message}`,
  unexpectedWithMessage: (message: string) => `Unexpected error: ${message}`,
  noActiveSession: 'No active session detected.',
  refreshFailedPrefix: 'Refresh failed: ',
  copyFailed: 'Copy failed—select & copy manually.',
  // Profile editor password messages (000 section 5), used by the verify-current-password call.
  currentPasswordRequired: 'Please enter your current password.',
  newPasswordMin8: 'New password must be at least 8 characters.',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  // Not in the spec: server messages for rules it adds.
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
  passwordTooLong: `Use at most ${AUTH.passwordMax} characters.`,
  codeInvalidOrExpired: 'The code is invalid or has expired.',
  codeTooManyTries: 'Too many wrong codes. Request a new code.',
  /** The account's password sign-in is throttled (issue 12): the owner can still use a code. */
  accountLocked: `Too many attempts. Try again in ${AUTH.loginWindow / 60_000} minutes, or sign in with a code sent to your email.`,
  resendWait: (seconds: number) => `Please wait ${seconds} s before requesting another code.`,
  codeSent: 'We sent a 6-digit code to your email.',
  resetDone: 'Password updated. Sign in with your new password.',
  // The spec's wording for an invalid email (000 section 5, ambassador form), reused by every auth form.
  validEmail: 'Please enter a valid email address.',
  linkMissingCode: 'The link has no sign-in code. Open the latest link from your email again.',
  linkBadType: 'The link is incomplete. Open the latest link from your email again.',
  copied: 'Copied to the clipboard.',
  sessionRefreshed: 'Session refreshed.',
} as const;

const Email = z.string().check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(254), z.email());
const NewPassword = z.string().check(z.minLength(AUTH.passwordMin), z.maxLength(AUTH.passwordMax));
/** Signing in accepts any stored password length; the cap only stops abuse. */
const AnyPassword = z.string().check(z.minLength(1), z.maxLength(AUTH.passwordMax));
const Code = z.string().check(z.length(AUTH.otpLength), z.regex(/^\d{6}$/));

export const CodePurposeSchema = z.enum(['signup', 'login', 'recovery']);
export type CodePurpose = z.infer<typeof CodePurposeSchema>;

export const SignupRequestSchema = z.object({
  email: Email,
  password: NewPassword,
  fullName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  role: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

export const LoginRequestSchema = z.object({ email: Email, password: AnyPassword });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Sends a code: signup (confirm email), login (email-code sign-in, no auto-create) or recovery. */
export const SendCodeRequestSchema = z.object({ email: Email, purpose: CodePurposeSchema });
export type SendCodeRequest = z.infer<typeof SendCodeRequestSchema>;

export const VerifyCodeRequestSchema = z.object({ email: Email, code: Code, purpose: CodePurposeSchema });
export type VerifyCodeRequest = z.infer<typeof VerifyCodeRequestSchema>;

/** Accepted whether or not the address has an account: the answer never tells. */
export const CodeSentResponseSchema = z.object({
  ok: z.literal(true),
  /** Seconds until another code may be requested for this address. */
  resendAfterSeconds: z.number(),
});
export type CodeSentResponse = z.infer<typeof CodeSentResponseSchema>;

/** Email links: /auth/callback?code=…&type=signup|login|recovery. */
export const ExchangeLinkRequestSchema = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(200)),
  type: CodePurposeSchema,
});
export type ExchangeLinkRequest = z.infer<typeof ExchangeLinkRequestSchema>;

export const SignedInResponseSchema = z.object({ user: SessionUserSchema });
export type SignedInResponse = z.infer<typeof SignedInResponseSchema>;
/** Verifying a recovery code opens a short recovery session (httpOnly cookie) instead of signing in. */
export const VerifyCodeResponseSchema = z.object({
  user: z.nullable(SessionUserSchema),
  recovery: z.boolean(),
  /** The account has a second factor: the sign-in waits for it (second-factor.ts). */
  secondFactor: SecondFactorPending,
});
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponseSchema>;

export const ResetPasswordRequestSchema = z.object({ password: NewPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
/** GET recoveryStatus: whether this browser holds a live recovery session (httpOnly cookie). */
export const RecoveryStatusResponseSchema = z.object({ active: z.boolean() });
export type RecoveryStatusResponse = z.infer<typeof RecoveryStatusResponseSchema>;
export const ChangePasswordRequestSchema = z.object({
  /**
   * Always required (ASVS 7.5.1, decision 46): a session alone, however fresh, does not prove who
   * is at the keyboard. Without a password, an account sets one by the email-code reset instead.
   */
  currentPassword: z
    .string({ error: AUTH_TEXT.currentPasswordRequired })
    .check(z.minLength(1, { error: AUTH_TEXT.currentPasswordRequired }), z.maxLength(AUTH.passwordMax)),
  password: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
export const VerifyPasswordRequestSchema = z.object({ password: AnyPassword });
export type VerifyPasswordRequest = z.infer<typeof VerifyPasswordRequestSchema>;
export const VerifyPasswordResponseSchema = z.object({ ok: z.boolean() });
export type VerifyPasswordResponse = z.infer<typeof VerifyPasswordResponseSchema>;

export const DiagnoseResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  provider: z.literal('email'),
  expiresAt: z.string(),
  sessionStartedAt: z.string(),
});
export type DiagnoseResponse = z.infer<typeof DiagnoseResponseSchema>;

const tags = ['accounts'] as const;

/** The sign-in endpoints (000 section 4): one descriptor each, shared by server and web. */
export const AUTH_ENDPOINTS = {
  session: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/auth/session',
    summary: 'Who is signed in (renews an expired access token)',
    tags,
    responses: { 200: SessionResponseSchema },
  }),
  signup: defineEndpoint({
    auth: 'public',
    method: 'POST',
    path: '/api/auth/signup',
    summary: 'Create an account and email a confirmation code',
    tags,
    body: SignupRequestSchema,
    responses: { 200: CodeSentResponseSchema },
  }),
  login: defineEndpoint({
    auth: 'public',
    errors: ['E_INVALID_CREDENTIALS', 'E_EMAIL_NOT_CONFIRMED', 'E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    tags,
    body: LoginRequestSchema,
    responses: { 200: LoginResponseSchema },
  }),
  sendCode: defineEndpoint({
    auth: 'public',
    errors: ['E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/auth/code/send',
    summary: 'Email a signup, login or recovery code',
    tags,
    body: SendCodeRequestSchema,
    responses: { 200: CodeSentResponseSchema },
  }),
  verifyCode: defineEndpoint({
    auth: 'public',
    errors: ['E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/auth/code/verify',
    summary: 'Check an emailed code',
    tags,
    body: VerifyCodeRequestSchema,
    responses: { 200: VerifyCodeResponseSchema },
  }),
  exchangeLink: defineEndpoint({
    auth: 'public',
    method: 'POST',
    path: '/api/auth/link/exchange',
    summary: 'Exchange an emailed link token',
    tags,
    body: ExchangeLinkRequestSchema,
    responses: { 200: VerifyCodeResponseSchema },
  }),
  refresh: defineEndpoint({
    auth: 'public',
    errors: ['E_UNAUTHENTICATED'],
    method: 'POST',
    path: '/api/auth/refresh',
    summary: 'Rotate the refresh token',
    tags,
    responses: { 200: SignedInResponseSchema },
  }),
  logout: defineEndpoint({
    auth: 'public',
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End this device’s session',
    tags,
    responses: { 200: OkSchema },
  }),
  recoveryStatus: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/auth/password/recovery',
    summary: 'Is a recovery session open?',
    tags,
    responses: { 200: RecoveryStatusResponseSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password/reset',
    summary: 'Set a new password from a recovery session',
    tags,
    body: ResetPasswordRequestSchema,
    responses: { 200: OkSchema },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password/change',
    summary: 'Change the password (ends every session)',
    tags,
    body: ChangePasswordRequestSchema,
    responses: { 200: OkSchema },
  }),
  verifyPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/password/verify',
    summary: 'Check the current password',
    tags,
    body: VerifyPasswordRequestSchema,
    responses: { 200: VerifyPasswordResponseSchema },
  }),
  diagnose: defineEndpoint({
    method: 'GET',
    path: '/api/auth/diagnose',
    summary: 'Session facts for /auth-diagnose',
    tags,
    responses: { 200: DiagnoseResponseSchema },
  }),
};

/**
 * Endpoints that start, end or stand in for a session: a 401 from them is an answer, not an
 * expired access token, so the web client never refreshes and retries them.
 */
export const AUTH_NO_REFRESH_ENDPOINTS = [
  AUTH_ENDPOINTS.refresh,
  AUTH_ENDPOINTS.logout,
  AUTH_ENDPOINTS.login,
  AUTH_ENDPOINTS.signup,
  AUTH_ENDPOINTS.sendCode,
  AUTH_ENDPOINTS.verifyCode,
  AUTH_ENDPOINTS.exchangeLink,
  AUTH_ENDPOINTS.resetPassword,
  AUTH_ENDPOINTS.recoveryStatus,
] as const;

type PathsOf<T extends Record<string, { path: string }>> = { readonly [K in keyof T]: T[K]['path'] };

/** Concrete paths, derived from the descriptors (for tests, the bench and e2e). */
export const AUTH_API = {
  ...(Object.fromEntries(Object.entries(AUTH_ENDPOINTS).map(([key, e]) => [key, e.path])) as PathsOf<
    typeof AUTH_ENDPOINTS
  >),
  /** The roles module's GET /api/roles (the sign-up form reads it). */
  roles: ROLE_ENDPOINTS.list.path,
} as const;

/** The two endpoints the app shell calls for the session (derived, like AUTH_API). */
export const SESSION_API = {
  session: AUTH_ENDPOINTS.session.path,
  logout: AUTH_ENDPOINTS.logout.path,
} as const;
