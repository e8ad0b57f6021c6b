import { CSRF } from '@ibh/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Agent {
  /** Cookies the agent holds, as a browser would. */
  cookies: Map<string, string>;
  ip: string;
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

let ipCounter = 0;
/** A distinct client address per agent, so per-IP limits of one test do not leak into another. */
export function uniqueIp(): string {
  ipCounter++;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * Drives the app like a browser: keeps cookies (httpOnly included), sends the
 * CSRF header from the ibh_csrf cookie, and comes from its own IP.
 */
export function createAgent(app: FastifyInstance, options: { ip?: string } = {}): Agent {
  const cookies = new Map<string, string>();
  const ip = options.ip ?? uniqueIp();

  function remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
  }

  async function request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method !== 'GET' && !cookies.has(CSRF.cookie))
      remember(await app.inject({ method: 'GET', url: '/api/auth/session', remoteAddress: ip }));
    const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: ip,
      headers: {
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(method !== 'GET' && cookies.get(CSRF.cookie)
          ? { [CSRF.header]: cookies.get(CSRF.cookie) as string }
          : {}),
        ...headers,
      },
    };
    if (body !== undefined) {
      // Strings and buffers go as they are (raw uploads name their content-type in headers).
      options.payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
      options.headers = { 'content-type': 'application/json', ...options.headers };
    }
    const res = await app.inject(options);
    remember(res);
    return res;
  }

  return {
    cookies,
    ip,
    request,
    get: (url) => request('GET', url),
    post: (url, body) => request('POST', url, body),
    patch: (url, body) => request('PATCH', url, body),
    put: (url, body) => request('PUT', url, body),
    delete: (url) => request('DELETE', url),
  };
}

/** The `error` of an API error response: its code and message. */
export const errorOf = (res: { json(): { error: { code: string; message: string } } }) => res.json().error;

/** Each person's answer to `request` is the error `code` with `status` (asked one after the other). */
export async function expectEachRefused(
  people: readonly { agent: Agent }[],
  request: (agent: Agent) => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
): Promise<void> {
  for (const { agent } of people) {
    const res = await request(agent);
    expect(res.statusCode).toBe(status);
    expect(errorOf(res).code).toBe(code);
  }
}
