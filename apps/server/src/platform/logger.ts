import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** pino options: JSON in production, never logging cookies, passwords or tokens. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.code',
      ],
      censor: '[redacted]',
    },
  };
}

/** Honours a well-formed incoming x-request-id (from a proxy), else makes one. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];
type LogMethod = (...args: unknown[]) => void;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * A request's logger that makes its pino child (the request id bound, the redaction paths run over
 * the bindings) only when something is logged at an enabled level: at LOG_LEVEL=warn most requests
 * log nothing, and building the child was a measurable share of a small read's CPU.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  log(level: Level, args: unknown[]): void {
    if (this.#child === undefined && this.#parent.isLevelEnabled?.(level) === false) return;
    (this.#logger()[level] as LogMethod)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

// fatal … trace on the prototype, so a request's logger allocates nothing but itself.
for (const level of LEVELS) {
  (LazyChildLogger.prototype as unknown as Record<Level, LogMethod>)[level] = function (
    this: LazyChildLogger,
    ...args: unknown[]
  ) {
    this.log(level, args);
  };
}

/** Fastify's childLoggerFactory: a lazy child, unless the route sets its own level or serialisers. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: NonNullable<ChildOptions>,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
