import {
  PROOF_PACK_ENDPOINTS as P,
  PROOF_KEYS_PATH,
  PROOF_PACK_EXTENSION,
  type ProofPack,
} from '@ibh/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { packFileText } from '../../../../../tools/verify-proof-pack/core.mjs';
import { route } from '../../platform/endpoints.ts';
import { JsonText } from '../../platform/serializer.ts';
import { evidenceProofPack, ideaProofPack } from './build-pack.ts';
import { activeSigningKey, publishedKeys } from './signing-keys.ts';

/** The pack as a file: laid out as issued (the verifier checks every byte), to download. */
function download(reply: FastifyReply, name: string, pack: ProofPack) {
  reply.header('cache-control', 'private, no-store');
  reply.header('content-disposition', `attachment; filename="${name}${PROOF_PACK_EXTENSION}"`);
  return new JsonText<ProofPack>(packFileText(pack));
}

/** Routes of proof packs (issue 29): the two downloads and the published keys. */
export function proofPackRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const viewerOf = (request: { user?: { id: string } | null }) => request.user?.id ?? null;

  const keys = async (reply: FastifyReply) => {
    // A fresh server publishes the key it will sign with before its first pack.
    await activeSigningKey(ctx.db, ctx.config.proofSigningKey, ctx.clock.now());
    reply.header('cache-control', 'public, max-age=300');
    reply.header('access-control-allow-origin', '*');
    return publishedKeys(ctx.db, ctx.config.publicUrl);
  };
  route(app, P.keys, (_request, reply) => keys(reply));
  // The well-known URL packs name (decision 149): the same answer, outside the /api document.
  app.get(PROOF_KEYS_PATH, { schema: { hide: true } }, (_request, reply) => keys(reply));
  route(app, P.evidence, async (request, reply) => {
    const pack = await evidenceProofPack(ctx, viewerOf(request), request.params.id);
    return download(reply, `ibh-evidence-${request.params.id.slice(0, 8)}`, pack);
  });
  route(app, P.idea, async (request, reply) => {
    const pack = await ideaProofPack(ctx, viewerOf(request), request.params.id);
    return download(reply, `ibh-idea-${request.params.id.slice(0, 8)}`, pack);
  });
}
