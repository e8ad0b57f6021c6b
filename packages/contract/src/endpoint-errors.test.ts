import { describe, expect, it } from 'vitest';
import { endpointAccess, endpointErrorCodes, endpointErrorsByStatus } from './endpoint-errors.ts';

describe('the error answers an endpoint descriptor implies', () => {
  it('a public read without parameters: bad input and an unavailable database only', () => {
    expect(endpointErrorCodes({ method: 'GET', path: '/api/roles', auth: 'public' })).toEqual([
      'E_INVALID_INPUT',
      'E_UNAVAILABLE',
    ]);
  });

  it('a session is the default: the signed-out get 401', () => {
    expect(endpointErrorsByStatus({ method: 'GET', path: '/api/orders' }).get(401)).toEqual([
      'E_UNAUTHENTICATED',
    ]);
  });

  it("the console's paths are the admins', whatever the descriptor says", () => {
    const admin = { method: 'POST', path: '/api/admin/disputes/:id/resolve', auth: 'public' } as const;
    expect(endpointAccess(admin)).toBe('admin');
    const byStatus = endpointErrorsByStatus(admin);
    expect(byStatus.get(401)).toEqual(['E_UNAUTHENTICATED']);
    expect(byStatus.get(403)).toEqual(['E_NOT_AUTHORIZED', 'E_CSRF']);
    expect(byStatus.get(404)).toEqual(['E_NOT_FOUND']);
  });

  it('a write: CSRF, too large and unsupported media; a signed webhook skips CSRF', () => {
    const write = { method: 'POST', path: '/api/payments/webhook', auth: 'public' } as const;
    expect(endpointErrorCodes(write)).toEqual(
      expect.arrayContaining(['E_CSRF', 'E_PAYLOAD_TOO_LARGE', 'E_UNSUPPORTED_MEDIA']),
    );
    expect(endpointErrorCodes(write, { csrf: false })).not.toContain('E_CSRF');
  });

  it("adds the descriptor's own codes under their statuses, in catalogue order, once each", () => {
    const byStatus = endpointErrorsByStatus({
      method: 'POST',
      path: '/api/auth/login',
      auth: 'public',
      errors: ['E_RATE_LIMITED', 'E_INVALID_CREDENTIALS', 'E_INVALID_INPUT'],
    });
    expect(byStatus.get(400)).toEqual(['E_INVALID_INPUT']);
    expect(byStatus.get(401)).toEqual(['E_INVALID_CREDENTIALS']);
    expect(byStatus.get(429)).toEqual(['E_RATE_LIMITED']);
    expect([...byStatus.keys()]).toEqual([...byStatus.keys()].sort((a, b) => a - b));
  });
});
