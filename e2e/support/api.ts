import { request as httpRequest } from 'node:http';
import {
  AUTH_API,
  type CompleteProfileRequest,
  CSRF,
  type MyProfile,
  PROFILE_API,
  type UpdateProfileRequest,
} from '@ibh/contract';
import type { BrowserContext } from 'playwright-core';
import { mailIds, nextCode, uniqueEmail } from './auth.ts';
import { baseUrl } from './browser.ts';
import { finishWithDemoPasskey } from './demo-admin.ts';

export const E2E_PASSWORD = 'profile-pass-2468';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A person who talks to the API from Node with their own cookie jar and their own loopback
 * address (127.0.0.2-254): the server's per-IP sign-up limits count each simulated person
 * apart from the browser (127.0.0.1), so specs can create people without starving each other.
 */
export class ApiPerson {
  private readonly cookies = new Map<string, string>();
  private readonly localAddress = `127.0.0.${2 + Math.floor(Math.random() * 252)}`;
  userId = '';
  email = '';

  call<T = unknown>(method: Method, path: string, data?: unknown): Promise<T> {
    const url = new URL(path, baseUrl);
    const body = data === undefined ? undefined : JSON.stringify(data);
    const headers: Record<string, string> = { accept: 'application/json', origin: url.origin };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const csrf = this.cookies.get(CSRF.cookie);
    if (csrf) headers[CSRF.header] = csrf;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method, headers, localAddress: this.localAddress }, (res) => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const value = pair.slice(at + 1);
          if (value) this.cookies.set(pair.slice(0, at), value);
          else this.cookies.delete(pair.slice(0, at));
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 400) reject(new Error(`${method} ${path} answered ${status}: ${text}`));
          else resolve((text ? JSON.parse(text) : undefined) as T);
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Signs up and confirms a fresh account with the emailed code. */
  async signUp(
    fullName: string,
    role: 'idea_owner' | 'professional',
    email = uniqueEmail(role),
  ): Promise<this> {
    await this.call('GET', AUTH_API.session);
    const seen = await mailIds(email);
    await this.call('POST', AUTH_API.signup, { email, password: E2E_PASSWORD, fullName, role });
    const code = await nextCode(email, seen);
    await this.call('POST', AUTH_API.verifyCode, { email, code, purpose: 'signup' });
    return this.whoAmI(email);
  }

  /** Signs in an existing account (a demo account) with its password. */
  async logIn(email: string, password: string): Promise<this> {
    await this.call('GET', AUTH_API.session);
    const answer = await this.call<{ secondFactor?: unknown }>('POST', AUTH_API.login, { email, password });
    if (answer.secondFactor)
      await finishWithDemoPasskey(email, (path, data) => this.call('POST', path, data));
    return this.whoAmI(email);
  }

  private async whoAmI(email: string): Promise<this> {
    this.email = email;
    this.userId = (await this.call<MyProfile>('GET', PROFILE_API.me)).userId;
    return this;
  }
}

/** A fresh person with a completed profile, then `update` applied. */
export async function createPerson(
  fullName: string,
  role: 'idea_owner' | 'professional',
  complete: Omit<CompleteProfileRequest, 'fullName' | 'termsAccepted'>,
  update: UpdateProfileRequest = {},
): Promise<ApiPerson> {
  const person = await new ApiPerson().signUp(fullName, role);
  await person.call('POST', PROFILE_API.complete, { fullName, termsAccepted: true, ...complete });
  if (Object.keys(update).length > 0) await person.call('PATCH', PROFILE_API.me, update);
  return person;
}

/** Signs a browser context in with a password (its cookies then belong to the pages). */
export async function logInBrowser(
  context: BrowserContext,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  await context.request.get(AUTH_API.session);
  const csrf = (await context.cookies()).find((cookie) => cookie.name === CSRF.cookie)?.value ?? '';
  const post = async (path: string, data?: unknown) => {
    const response = await context.request.post(path, {
      data,
      headers: { [CSRF.header]: csrf, origin: baseUrl },
    });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  };
  const answer = (await post(AUTH_API.login, { email, password })) as { secondFactor?: unknown };
  // Admins have a second factor (decision 160): the demo admin finishes with its passkey.
  if (answer.secondFactor) await finishWithDemoPasskey(email, post);
}
