import {
  type ApiError,
  DB_ERROR_FALLBACKS,
  ERRORS,
  type ErrorCode,
  findErrorCode,
  isErrorCode,
} from '@ibh/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * A domain error with a spec code. The message defaults to the catalogue's;
 * features pass their own spec message where the spec has a more specific one
 * (e.g. 'Limit reached: max 3 pending co-signs per sprint.').
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string[]>;
  /** Sent as the Retry-After header (rate limits, cooldowns). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { status?: number; fields?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.status = options.status ?? ERRORS[code].status;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message?: string) => new AppError('E_NOT_FOUND', message);
export const forbidden = (code: ErrorCode = 'E_NOT_AUTHORIZED', message?: string) =>
  new AppError(code, message);

function body(
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string[]>,
): ApiError {
  return { error: { code, message, requestId: String(request.id), ...(fields ? { fields } : {}) } };
}

function fieldErrors(issues: { instancePath?: string; message?: string; params?: unknown }[], part: string) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const pathParts = (issue.instancePath ?? '').split('/').filter(Boolean);
    const key = [part, ...pathParts].join('.');
    fields[key] ??= [];
    fields[key].push(issue.message ?? 'Invalid value');
  }
  return fields;
}

interface PgLikeError {
  code?: unknown;
  message?: unknown;
}

function pgFallback(error: unknown) {
  const code = (error as PgLikeError)?.code;
  if (typeof code === 'string' && Object.hasOwn(DB_ERROR_FALLBACKS, code)) {
    return DB_ERROR_FALLBACKS[code as keyof typeof DB_ERROR_FALLBACKS];
  }
  return undefined;
}

/**
 * Fastify's router refusals, answered before any route or hook runs (a malformed URL, a path
 * parameter longer than maxParamLength): the coded error every other bad input gets, not
 * Fastify's own `{ error, code, message }` shape. Passed as the `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const clientError = (error.statusCode ?? 400) < 500;
  reply
    .status(clientError ? 400 : 500)
    .send(
      clientError
        ? body(request, 'E_INVALID_INPUT', ERRORS.E_INVALID_INPUT.message)
        : body(request, 'E_INTERNAL', ERRORS.E_INTERNAL.message),
    );
}

/** Socket errors of a database connection that could not be made or was cut. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a database that is going away or not accepting connections: class 08 (connection
 * exception), 57P01-57P03 (shut down, crashed, starting up), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres reports a lost or never-made connection by message only. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;
/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Whether an error means the database is unreachable (a 503 to retry), not a bug. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  // Node reports a refused connection to every address of a host as one AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Maps any thrown value to a coded response. Never leaks internals on a 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(
    (error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        const sent = body(request, error.code, error.message, error.fields);
        if (error.retryAfterSeconds) {
          reply.header('retry-after', String(error.retryAfterSeconds));
          sent.error.retryAfterSeconds = error.retryAfterSeconds;
        }
        return reply.status(error.status).send(sent);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = fieldErrors(error.validation, error.validationContext ?? 'body');
        return reply
          .status(400)
          .send(body(request, 'E_INVALID_INPUT', ERRORS.E_INVALID_INPUT.message, fields));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause?.issues }, 'response failed its schema');
        return reply.status(500).send(body(request, 'E_INTERNAL', ERRORS.E_INTERNAL.message));
      }
      const fastifyError = error as FastifyError;
      const status = fastifyError.statusCode;
      if (status && status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large...
        const code: ErrorCode =
          status === 413
            ? 'E_PAYLOAD_TOO_LARGE'
            : status === 415
              ? 'E_UNSUPPORTED_MEDIA'
              : status === 404
                ? 'E_NOT_FOUND'
                : status === 429
                  ? 'E_RATE_LIMITED'
                  : 'E_INVALID_INPUT';
        const message = code === 'E_INVALID_INPUT' ? ERRORS.E_INVALID_INPUT.message : ERRORS[code].message;
        const fields =
          fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
          fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? { body: ['Malformed JSON body'] }
            : undefined;
        return reply.status(status).send(body(request, code, message, fields));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return reply.status(503).send(body(request, 'E_UNAVAILABLE', ERRORS.E_UNAVAILABLE.message));
      }
      const fallback = pgFallback(error);
      if (fallback) {
        const code = fallback.code as ErrorCode;
        return reply.status(ERRORS[code].status).send(body(request, code, fallback.message));
      }
      const embedded = findErrorCode(typeof error.message === 'string' ? error.message : undefined);
      if (embedded && isErrorCode(embedded)) {
        // A coded error raised inside SQL (raise exception 'E_NOT_OWNER'): read the code from the message.
        return reply.status(ERRORS[embedded].status).send(body(request, embedded, ERRORS[embedded].message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body(request, 'E_INTERNAL', ERRORS.E_INTERNAL.message));
    },
  );
}
