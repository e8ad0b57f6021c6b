import { AUTH_API, CSRF, SECOND_FACTOR_API } from '@ibh/contract';
import { assertionResponse, type SoftwarePasskey } from './software-passkey.ts';

/**
 * A browser-like client of a server process over real HTTP (fetch): keeps the cookies it is
 * given and echoes the CSRF cookie in its header on writes. For tests that drive a child
 * process (crash and outage tests), where app.inject() cannot reach.
 */
export interface HttpSession {
  /** fetch on the server with this session's cookies (and CSRF header on writes). */
  fetch(path: string, init?: { method?: string; body?: unknown }): Promise<Response>;
  /** The same session against another address (the server restarted on a new port). */
  at(baseUrl: string): HttpSession;
  /** The Cookie header this session sends (for a WebSocket handshake). */
  cookieHeader(): string;
}

/** Keeps the cookies a response sets in `cookies`, as a browser would (an emptied or expired one goes). */
export function keepSetCookies(res: Response, cookies: Map<string, string>): void {
  for (const header of res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
    if (expired) cookies.delete(name);
    else cookies.set(name, value);
  }
}

function sessionOn(baseUrl: string, cookies: Map<string, string>): HttpSession {
  return {
    async fetch(path, init = {}) {
      const method = init.method ?? 'GET';
      const headers: Record<string, string> = {};
      if (cookies.size > 0) headers.cookie = this.cookieHeader();
      const csrf = cookies.get(CSRF.cookie);
      if (method !== 'GET' && csrf) headers[CSRF.header] = csrf;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      keepSetCookies(res, cookies);
      return res;
    },
    at: (other) => sessionOn(other, cookies),
    cookieHeader: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/**
 * Signs in through the real endpoints (session for the CSRF cookie, then login); an account whose
 * sign-in waits for a second factor (admins, decision 160) finishes with `passkey`. The child
 * server's PUBLIC_URL is http://localhost:PORT, so the passkey's origin and RP id are localhost's.
 */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  password: string,
  passkey?: SoftwarePasskey,
): Promise<HttpSession> {
  const session = sessionOn(baseUrl, new Map());
  await session.fetch(AUTH_API.session).then((res) => res.arrayBuffer());
  const login = await session.fetch(AUTH_API.login, { method: 'POST', body: { email, password } });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  if (!((await login.json()) as { secondFactor?: unknown }).secondFactor) return session;
  if (!passkey) throw new Error(`${email} waits for a second factor and no passkey was given`);
  const options = await session.fetch(SECOND_FACTOR_API.passkeySignInOptions, { method: 'POST' });
  const origin = new URL(baseUrl);
  origin.hostname = 'localhost';
  const { challenge } = (await options.json()) as { challenge: string };
  const response = assertionResponse(passkey, challenge, origin.origin, 'localhost');
  const done = await session.fetch(SECOND_FACTOR_API.passkeySignIn, { method: 'POST', body: { response } });
  if (done.status !== 200) throw new Error(`passkey sign-in failed: ${done.status} ${await done.text()}`);
  return session;
}
