import { AUTH_API, AUTH_COOKIES } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

const signedIn = () => signedInUser(t.app, t.database.db);

/** The same browser's cookies, frozen: another device's actions do not touch them. */
function copyOf(agent: Agent): Agent {
  const copy = createAgent(t.app);
  for (const [name, value] of agent.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('a session that ended elsewhere (issue 26, item 12)', () => {
  it('is reported as ended by the session read, once, and the dead cookies are cleared', async () => {
    const { agent } = await signedIn();
    const browser = copyOf(agent);
    // The same session ended from "another device" (its own copy of the cookies).
    expect((await agent.post(AUTH_API.logout)).statusCode).toBe(200);

    const read = await browser.get(AUTH_API.session);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ user: null, ended: true });
    expect(browser.cookies.has(AUTH_COOKIES.refresh)).toBe(false);
    // Afterwards the browser is simply signed out.
    expect((await browser.get(AUTH_API.session)).json()).toEqual({ user: null });
  });

  it('is reported after a password change on another device', async () => {
    const { user, agent } = await signedIn();
    const other = createAgent(t.app);
    await other.post(AUTH_API.login, { email: user.email, password: user.password });
    const changed = await other.post(AUTH_API.changePassword, {
      currentPassword: user.password,
      password: 'a-brand-new-pass-9753',
    });
    expect(changed.statusCode).toBe(200);
    expect((await agent.get(AUTH_API.session)).json()).toEqual({ user: null, ended: true });
  });

  it('is not reported to a visitor who never signed in, nor to a live session', async () => {
    expect((await createAgent(t.app).get(AUTH_API.session)).json()).toEqual({ user: null });
    const { user, agent } = await signedIn();
    const live = (await agent.get(AUTH_API.session)).json();
    expect(live.user.id).toBe(user.id);
    expect(live.ended).toBeUndefined();
  });
});
