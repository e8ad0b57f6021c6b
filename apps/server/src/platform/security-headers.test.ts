import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-server.ts';
import { helmetOptions, securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('computes helmet headers once: CSP without framing, nosniff, and HSTS only in production', () => {
    const production = securityHeaders(helmetOptions({ isProduction: true }));
    expect(production['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(production['x-content-type-options']).toBe('nosniff');
    expect(production['strict-transport-security']).toMatch(/^max-age=\d+/);
    const development = securityHeaders(helmetOptions({ isProduction: false }));
    expect(development['strict-transport-security']).toBeUndefined();
    expect(development['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('carries the security headers and its own request id, API and not-found alike', async () => {
    for (const url of ['/api/roles', '/api/no-such-endpoint']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-request-id'], url).toMatch(/\S{8,}/);
    }
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/roles' }),
      t.app.inject({ method: 'GET', url: '/api/roles' }),
    ]);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
