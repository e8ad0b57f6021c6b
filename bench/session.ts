import { AUTH_API, AUTH_COOKIES, CSRF } from '@ibh/contract';
import { BENCH_PASSWORD, BENCH_VIEWER } from './people-dataset.ts';

function cookieValue(setCookies: string[], name: string): string | undefined {
  for (const header of setCookies) {
    const [pair] = header.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key?.trim() === name) return value.join('=');
  }
  return undefined;
}

/** Signs a bench person in through the real endpoints; returns their access token and CSRF token. */
async function signIn(baseUrl: string, email: string): Promise<{ access: string; csrf: string }> {
  const session = await fetch(`${baseUrl}${AUTH_API.session}`);
  const csrf = cookieValue(session.headers.getSetCookie(), CSRF.cookie);
  if (!csrf) throw new Error('bench sign-in: no CSRF cookie');
  const login = await fetch(`${baseUrl}${AUTH_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${CSRF.cookie}=${csrf}`, [CSRF.header]: csrf },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const access = cookieValue(login.headers.getSetCookie(), AUTH_COOKIES.access);
  if (!login.ok || !access) throw new Error(`bench sign-in failed: ${login.status} ${await login.text()}`);
  return { access, csrf };
}

/** Signs the bench viewer in through the real endpoints; returns the session cookie header. */
export async function signInBenchViewer(baseUrl: string): Promise<Record<string, string>> {
  const { access } = await signIn(baseUrl, BENCH_VIEWER.email);
  return { cookie: `${AUTH_COOKIES.access}=${access}` };
}

/**
 * Signs a bench person in for writes: the session cookie plus the double-submit CSRF cookie and
 * header every POST/PUT/PATCH/DELETE needs.
 */
export async function signInBenchWriter(baseUrl: string, email: string): Promise<Record<string, string>> {
  const { access, csrf } = await signIn(baseUrl, email);
  return { cookie: `${AUTH_COOKIES.access}=${access}; ${CSRF.cookie}=${csrf}`, [CSRF.header]: csrf };
}
