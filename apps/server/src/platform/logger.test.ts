import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, loggerOptions } from './logger.ts';

function appLoggingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const options = loggerOptions({ logLevel: 'warn' }) as pino.LoggerOptions;
  const app = Fastify({ loggerInstance: pino(options, stream), childLoggerFactory: lazyChildLogger });
  app.get('/quiet', async (request) => {
    request.log.info('not written at warn');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ detail: { token: 'secret-token' } }, 'written');
    return { ok: true };
  });
  return app;
}

describe('request loggers', () => {
  it('write a request’s warning with its request id and the redaction applied', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines);
    const res = await app.inject({ url: '/loud' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([expect.objectContaining({ msg: 'written', reqId: expect.any(String) })]);
    expect(lines[0]?.detail).toEqual({ token: '[redacted]' });
    await app.close();
  });

  it('write nothing for a level below LOG_LEVEL', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines);
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('make the child only once something is logged', () => {
    const made: unknown[] = [];
    const parent = pino({ level: 'warn' });
    const child = parent.child.bind(parent);
    parent.child = ((bindings: pino.Bindings) => {
      made.push(bindings);
      return child(bindings);
    }) as typeof parent.child;
    const log = lazyChildLogger(parent, { reqId: 'r1' }, {});
    log.info('below the level');
    expect(made).toEqual([]);
    expect(log.level).toBe('warn');
    log.child({ part: 'x' });
    expect(made[0]).toEqual({ reqId: 'r1' });
  });
});
