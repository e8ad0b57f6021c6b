import { beforeAll } from 'vitest';
import type { Agent } from './agent.ts';
import type { BuiltUser } from './factories.ts';
import { signedInUser } from './sign-in.ts';
import { type TestApp, useTestApp } from './test-server.ts';

export interface AdminSuite {
  readonly t: TestApp;
  /** An admin, signed in. */
  readonly admin: Agent;
  readonly adminUser: BuiltUser;
  /** A member who is not an admin, signed in. */
  readonly member: Agent;
}

/**
 * For an admin endpoint's test file: the app, an admin and a plain member, started before its tests
 * and closed after them. The objects are filled in by beforeAll, so a file may destructure them:
 * `const { t, admin, adminUser, member } = adminSuite();`.
 */
export function adminSuite(): AdminSuite {
  const t = useTestApp();
  const admin = {} as Agent;
  const adminUser = {} as BuiltUser;
  const member = {} as Agent;
  beforeAll(async () => {
    const signedInAdmin = await signedInUser(t.app, t.database.db, { admin: true });
    Object.assign(admin, signedInAdmin.agent);
    Object.assign(adminUser, signedInAdmin.user);
    Object.assign(member, (await signedInUser(t.app, t.database.db)).agent);
  });
  return { t, admin, adminUser, member };
}
