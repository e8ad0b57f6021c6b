import { MERIT_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/endpoints.ts';
import { AppError } from '../../platform/errors.ts';
import { MeritCache } from './merit-cache.ts';
import { readMeritData } from './merit-read.ts';
import { readMyMeritInputs } from './my-inputs.ts';
import { loadTopProsFor } from './top-pros.ts';

/** /api/merit: a professional's card data (cached 60 s, forgotten when their points change), my inputs, top pros. */
export async function meritRoutes(app: FastifyInstance, ctx: AppContext) {
  const cache = new MeritCache(ctx.database, ctx.clock);
  await cache.start();
  app.addHook('onClose', () => cache.stop());

  route(app, E.top, () => loadTopProsFor(ctx));
  route(app, E.myInputs, (request) => readMyMeritInputs(ctx.db, requireUser(request).id, ctx.clock.now()));
  route(app, E.get, async (request) => {
    const { userId } = request.params;
    const cached = cache.get(userId);
    if (cached) return cached;
    const stamp = cache.stamp();
    const data = await readMeritData(ctx.db, userId, ctx.clock.now(), { publicOnly: true });
    // Decision 87: only a verified professional has a merit card; anyone else is "not found".
    if (!data) throw new AppError('E_NOT_FOUND');
    cache.set(userId, data, stamp);
    return data;
  });
}
