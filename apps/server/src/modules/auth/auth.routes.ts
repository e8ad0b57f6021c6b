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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { applyAuthResult, authClientOf } from './auth.http.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { login } from './login.ts';
import { changePassword, checkPassword, recoveryActive, resetPassword } from './passwords-actions.ts';
import { sendCode } from './send-code.ts';
import { currentSession, logout, refreshSession } from './session-actions.ts';
import { signup } from './signup.ts';
import { exchangeLink, verifyCode } from './verify-code.ts';

const tags = ['accounts'];

type AuthAction<I, O> = (ctx: AppContext, input: I, client: AuthClient) => Promise<AuthResult<O>>;

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Runs a framework-free action with what it needs from the request; its cookies go on the reply. */
  const run = async <I, O>(
    action: AuthAction<I, O>,
    input: I,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<O> => {
    const client = authClientOf(request);
    return applyAuthResult(reply, app.ctx.config, client, await action(app.ctx, input, client));
  };
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
    (request, reply) => run(currentSession, undefined, request, reply),
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
    (request, reply) => run(signup, request.body, request, reply),
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
    (request, reply) => run(login, request.body, request, reply),
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
    (request, reply) => run(sendCode, request.body, request, reply),
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
    (request, reply) => run(verifyCode, request.body, request, reply),
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
    (request, reply) => run(exchangeLink, request.body, request, reply),
  );

  r.post(
    AUTH_API.refresh,
    {
      config: { noBody: true },
      schema: { tags, summary: 'Rotate the refresh token', response: { 200: SignedInResponseSchema } },
    },
    async (request, reply) => {
      const user = await run(refreshSession, undefined, request, reply);
      if (!user) throw new AppError('E_UNAUTHENTICATED');
      return { user };
    },
  );

  r.post(
    AUTH_API.logout,
    {
      config: { noBody: true },
      schema: { tags, summary: 'End this device’s session', response: { 200: OkSchema } },
    },
    (request, reply) => run(logout, undefined, request, reply),
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
    (request, reply) => run(recoveryActive, undefined, request, reply),
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
    (request, reply) => run(resetPassword, request.body, request, reply),
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
    (request, reply) => run(changePassword, request.body, request, reply),
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
    (request, reply) => run(checkPassword, request.body, request, reply),
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
