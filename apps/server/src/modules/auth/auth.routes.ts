import {
  AUTH_API,
  ChangePasswordRequestSchema,
  CodeSentResponseSchema,
  DiagnoseResponseSchema,
  ExchangeLinkRequestSchema,
  LoginRequestSchema,
  OkSchema,
  RecoveryStatusResponseSchema,
  ResetPasswordRequestSchema,
  SendCodeRequestSchema,
  SessionResponseSchema,
  SignedInResponseSchema,
  SignupRequestSchema,
  VerifyCodeRequestSchema,
  VerifyCodeResponseSchema,
  VerifyPasswordRequestSchema,
  VerifyPasswordResponseSchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { login } from './login.ts';
import { changePassword, checkPassword, recoveryActive, resetPassword } from './passwords-actions.ts';
import { sendCode } from './send-code.ts';
import { currentSession, logout, requireRefresh } from './session-actions.ts';
import { signup } from './signup.ts';
import { exchangeLink, verifyCode } from './verify-code.ts';

const tags = ['accounts'];

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Auth answers are personal: never cached by the browser or a proxy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/auth/')) reply.header('cache-control', 'no-store');
  });

  r.get(
    AUTH_API.session,
    {
      schema: {
        tags,
        summary: 'Who is signed in (renews an expired access token)',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => ({
      user: await currentSession(app, request, reply),
    }),
  );

  r.post(
    AUTH_API.signup,
    {
      schema: {
        tags,
        summary: 'Create an account and email a confirmation code',
        body: SignupRequestSchema,
        response: { 200: CodeSentResponseSchema },
      },
    },
    (request) => signup(app, request, request.body),
  );

  r.post(
    AUTH_API.login,
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginRequestSchema,
        response: { 200: SignedInResponseSchema },
      },
    },
    async (request, reply) => ({
      user: await login(app, request, reply, request.body),
    }),
  );

  r.post(
    AUTH_API.sendCode,
    {
      schema: {
        tags,
        summary: 'Email a signup, login or recovery code',
        body: SendCodeRequestSchema,
        response: { 200: CodeSentResponseSchema },
      },
    },
    (request) => sendCode(app, request, request.body.email, request.body.purpose),
  );

  r.post(
    AUTH_API.verifyCode,
    {
      schema: {
        tags,
        summary: 'Check an emailed code',
        body: VerifyCodeRequestSchema,
        response: { 200: VerifyCodeResponseSchema },
      },
    },
    (request, reply) => verifyCode(app, request, reply, request.body),
  );

  r.post(
    AUTH_API.exchangeLink,
    {
      schema: {
        tags,
        summary: 'Exchange an emailed link token',
        body: ExchangeLinkRequestSchema,
        response: { 200: VerifyCodeResponseSchema },
      },
    },
    (request, reply) => exchangeLink(app, request, reply, request.body),
  );

  r.post(
    AUTH_API.refresh,
    {
      config: { noBody: true },
      schema: { tags, summary: 'Rotate the refresh token', response: { 200: SignedInResponseSchema } },
    },
    async (request, reply) => ({
      user: await requireRefresh(app, request, reply),
    }),
  );

  r.post(
    AUTH_API.logout,
    {
      config: { noBody: true },
      schema: { tags, summary: 'End this device’s session', response: { 200: OkSchema } },
    },
    async (request, reply) => {
      await logout(app, request, reply);
      return { ok: true as const };
    },
  );

  r.get(
    AUTH_API.recoveryStatus,
    {
      schema: {
        tags,
        summary: 'Is a recovery session open?',
        response: { 200: RecoveryStatusResponseSchema },
      },
    },
    async (request) => ({
      active: await recoveryActive(app, request),
    }),
  );

  r.post(
    AUTH_API.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password from a recovery session',
        body: ResetPasswordRequestSchema,
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      await resetPassword(app, request, reply, request.body.password);
      return { ok: true as const };
    },
  );

  r.post(
    AUTH_API.changePassword,
    {
      schema: {
        tags,
        summary: 'Change the password (ends every session)',
        body: ChangePasswordRequestSchema,
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      await changePassword(app, request, reply, request.body);
      return { ok: true as const };
    },
  );

  r.post(
    AUTH_API.verifyPassword,
    {
      schema: {
        tags,
        summary: 'Check the current password',
        body: VerifyPasswordRequestSchema,
        response: { 200: VerifyPasswordResponseSchema },
      },
    },
    async (request) => ({
      ok: await checkPassword(app, request, request.body.password),
    }),
  );

  r.get(
    AUTH_API.diagnose,
    {
      schema: {
        tags,
        summary: 'Session facts for /auth-diagnose',
        response: { 200: DiagnoseResponseSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      return {
        userId: me.id,
        email: me.email,
        provider: 'email' as const,
        expiresAt: me.accessExpiresAt.toISOString(),
        sessionStartedAt: me.sessionCreatedAt.toISOString(),
      };
    },
  );
}
