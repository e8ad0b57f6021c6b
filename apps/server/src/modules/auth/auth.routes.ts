import { AUTH_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import { applyAuthResult, authClientOf } from './auth.http.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { login } from './login.ts';
import { changePassword, checkPassword, recoveryActive, resetPassword } from './passwords-actions.ts';
import { secondFactorRoutes } from './second-factor.routes.ts';
import { sendCode } from './send-code.ts';
import { currentSession, logout, refreshSession } from './session-actions.ts';
import { signup } from './signup.ts';
import { exchangeLink, verifyCode } from './verify-code.ts';

type AuthAction<I, O> = (ctx: AppContext, input: I, client: AuthClient) => Promise<AuthResult<O>>;

/** /api/auth: sign-up, sign-in, sessions and passwords. The actions never see the request. */
export function authRoutes(app: FastifyInstance) {
  // Auth answers are personal: never cached by the browser or a proxy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/auth/')) reply.header('cache-control', 'no-store');
  });

  /** Runs an action with what it needs from the request; its cookies go on the reply. */
  const run = async <I, O>(
    action: AuthAction<I, O>,
    input: I,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<O> => {
    const client = authClientOf(request);
    return applyAuthResult(reply, app.ctx.config, client, await action(app.ctx, input, client));
  };

  route(app, E.session, (request, reply) => run(currentSession, undefined, request, reply));
  route(app, E.signup, (request, reply) => run(signup, request.body, request, reply));
  route(app, E.login, (request, reply) => run(login, request.body, request, reply));
  route(app, E.sendCode, (request, reply) => run(sendCode, request.body, request, reply));
  route(app, E.verifyCode, (request, reply) => run(verifyCode, request.body, request, reply));
  route(app, E.exchangeLink, (request, reply) => run(exchangeLink, request.body, request, reply));
  route(app, E.refresh, async (request, reply) => {
    // Without a usable refresh token: the cookies are cleared, and the answer is 401.
    const user = await run(refreshSession, undefined, request, reply);
    if (!user) throw new AppError('E_UNAUTHENTICATED');
    return { user };
  });
  route(app, E.logout, (request, reply) => run(logout, undefined, request, reply));
  route(app, E.recoveryStatus, (request, reply) => run(recoveryActive, undefined, request, reply));
  route(app, E.resetPassword, (request, reply) => run(resetPassword, request.body, request, reply));
  route(app, E.changePassword, (request, reply) => run(changePassword, request.body, request, reply));
  route(app, E.verifyPassword, (request, reply) => run(checkPassword, request.body, request, reply));
  secondFactorRoutes(app);
  route(app, E.diagnose, (request) => {
    const me = requireUser(request);
    return {
      userId: me.id,
      email: me.email,
      provider: 'email' as const,
      expiresAt: me.accessExpiresAt.toISOString(),
      sessionStartedAt: me.sessionCreatedAt.toISOString(),
    };
  });
}
