import type { EndpointDefinition } from '@ibh/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { requireUser } from './auth/session.ts';
import { type EndpointHandler, type EndpointRouteOptions, route } from './endpoints.ts';
import { AppError } from './errors.ts';

/** How a plugin's upload routes read their body and what they answer when it cannot be read. */
export interface RawUpload {
  /** The content types read as bytes; every type (a project file may be anything) when absent. */
  types?: readonly string[];
  bodyLimit: number;
  /** The 413 message for a body over the limit (else the catalogue's). */
  tooLarge?: string;
  /** The 415 message for a content type the routes do not read (else the app's answer). */
  unsupported?: string;
  /** Whether a request without a content type gets `unsupported` too (default: yes). */
  unsupportedWithoutType?: boolean;
}

/**
 * Makes every route of the plugin `app` (a plugin holding only upload routes) read its body as raw
 * bytes, so the parser and the upload's messages apply there and nowhere else.
 */
export function readRawUploads(app: FastifyInstance, upload: RawUpload): void {
  const parse = { parseAs: 'buffer', bodyLimit: upload.bodyLimit } as const;
  if (upload.types) {
    app.addContentTypeParser([...upload.types], parse, (_request, body, done) => done(null, body));
  } else {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', parse, (_request, body, done) => done(null, body));
  }
  const unsupportedCodes = ['FST_ERR_CTP_INVALID_MEDIA_TYPE'];
  if (upload.unsupportedWithoutType !== false) unsupportedCodes.push('FST_ERR_CTP_EMPTY_TYPE');
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('E_PAYLOAD_TOO_LARGE', upload.tooLarge);
    if (upload.unsupported !== undefined && unsupportedCodes.includes(error.code)) {
      throw new AppError('E_UNSUPPORTED_MEDIA', upload.unsupported);
    }
    // Everything else goes to the app's error handler.
    throw error;
  });
}

/** An upload route's options: its byte limit, and strangers refused before up to that many bytes are read. */
export function uploadRouteOptions(bodyLimit: number): EndpointRouteOptions {
  return {
    bodyLimit,
    onRequest: async (request) => {
      requireUser(request);
    },
  };
}

/**
 * The upload route of a plugin that holds only it: the body is read as `upload` says
 * (readRawUploads), the route takes at most `upload.bodyLimit` and refuses anonymous callers
 * before reading the body (uploadRouteOptions).
 */
export function uploadRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  upload: RawUpload,
  handler: EndpointHandler<E>,
): void {
  readRawUploads(app, upload);
  route(app, endpoint, handler, uploadRouteOptions(upload.bodyLimit));
}

/** uploadRoute in a plugin of its own, so its body parser and messages apply to that route only. */
export function registerUploadRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  upload: RawUpload,
  handler: EndpointHandler<E>,
) {
  return app.register(async (plugin) => uploadRoute(plugin, endpoint, upload, handler));
}
