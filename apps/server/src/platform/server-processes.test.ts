import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { connectionsNeeded, serverProcesses } from './server-processes.ts';

const base = { SECRET_KEY: 'x'.repeat(32), DATA_DIR: '/tmp/ibh-config-test' };
const POSTGRES = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' };

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process per core on PostgreSQL', () => {
    expect(serverProcesses(loadConfig({ ...base, ...POSTGRES }))).toEqual({ count: availableParallelism() });
  });

  it('runs the number asked for on PostgreSQL', () => {
    expect(serverProcesses(loadConfig({ ...base, ...POSTGRES, WEB_CONCURRENCY: '3' }))).toEqual({ count: 3 });
  });

  it('refuses anything but a whole number from 1 to 256', () => {
    for (const value of ['0', '-1', '1.5', 'two', '257'])
      expect(() => loadConfig({ ...base, WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
  });

  it('keeps PGlite to one process, and says why when more were asked', () => {
    expect(serverProcesses(loadConfig(base))).toEqual({ count: 1 });
    const plan = serverProcesses(loadConfig({ ...base, WEB_CONCURRENCY: '4' }));
    expect(plan.count).toBe(1);
    expect(plan.reduced).toMatch(/WEB_CONCURRENCY=4 ignored: .*PGlite.*DATABASE_URL/);
  });

  it('counts each process pool and its LISTEN connection', () => {
    const config = loadConfig({ ...base, ...POSTGRES, DATABASE_POOL_MAX: '10' });
    expect(connectionsNeeded(config, 4)).toBe(44);
  });
});
