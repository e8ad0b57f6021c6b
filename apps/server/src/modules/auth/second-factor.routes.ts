import { SECOND_FACTOR_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { applyAuthResult, authClientOf } from './auth.http.ts';
import type { AuthResult } from './auth-client.ts';
import { passkeyOptions, passkeySignIn } from './passkey-sign-in.ts';
import { addPasskey, passkeyRegistrationOptions } from './passkeys.ts';
import { verifySecondFactor } from './second-factor-login.ts';
import {
  confirmTotp,
  disableTotp,
  regenerateRecoveryCodes,
  removePasskey,
  secondFactorStatus,
  startTotpSetup,
} from './second-factor-settings.ts';

/** /api/auth second-factor routes: the sign-in step, passkeys, the authenticator app (issue 29 part 6). */
export function secondFactorRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const reply = <T>(request: FastifyRequest, res: FastifyReply, result: AuthResult<T>) =>
    applyAuthResult(res, ctx.config, authClientOf(request), result);

  route(app, E.status, (request) => secondFactorStatus(ctx, requireUser(request)));
  route(app, E.verify, async (request, res) =>
    reply(request, res, await verifySecondFactor(ctx, request.body, authClientOf(request))),
  );
  route(app, E.passkeySignInOptions, async (request, res) =>
    reply(request, res, await passkeyOptions(ctx, undefined, authClientOf(request))),
  );
  route(app, E.passkeySignIn, async (request, res) =>
    reply(request, res, await passkeySignIn(ctx, request.body, authClientOf(request))),
  );
  route(app, E.passkeyOptions, (request) => passkeyRegistrationOptions(ctx, requireUser(request)));
  route(app, E.addPasskey, (request) =>
    addPasskey(ctx, requireUser(request), request.body, authClientOf(request)),
  );
  route(app, E.removePasskey, (request) =>
    removePasskey(ctx, requireUser(request), request.params.passkeyId, authClientOf(request)),
  );
  route(app, E.totpSetup, (request) => startTotpSetup(ctx, requireUser(request)));
  route(app, E.totpConfirm, (request) =>
    confirmTotp(ctx, requireUser(request), request.body.code, authClientOf(request)),
  );
  route(app, E.totpDisable, (request) =>
    disableTotp(ctx, requireUser(request), request.body.code, authClientOf(request)),
  );
  route(app, E.regenerateRecoveryCodes, (request) =>
    regenerateRecoveryCodes(ctx, requireUser(request), request.body.code, authClientOf(request)),
  );
}
