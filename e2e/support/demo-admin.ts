import { SECOND_FACTOR_API } from '@ibh/contract';
import { assertionResponse, type SoftwarePasskey } from '../../apps/server/test/software-passkey.ts';
import { baseUrl } from './browser.ts';

/**
 * The demo admin's passkey (apps/server/src/modules/auth/demo-factors.ts seeds its public half):
 * the e2e specs finish admin@demo.test's sign-ins with it, since admins need a second factor
 * (decision 160). A person signing in by hand uses the demo authenticator key in README instead.
 */
const DEMO_ADMIN_PASSKEY: SoftwarePasskey = {
  credentialId: '-T5oXxOf1K_HgXGjqhVjnjmGL3PPNSAmJzbZp3JOH_c',
  jwk: {
    kty: 'EC',
    crv: 'P-256',
    x: '3O8QIYkRo9ILthjxTeiy7LYE3JJbSA153aP5bRzF9BQ',
    y: 'tq40yuAPsxfpRMMJb1ypxZ1KDAWA_sC9-J5seTcrlEg',
    d: 'V-do19ygHMsxJbPzRakAKHrvT6twXyVP79DOq4Th_WA',
  },
  counter: 0,
};
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';

/** The relying-party id the server uses for this base URL (a loopback IP becomes localhost). */
function rpIdOf(url: string): string {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === '[::1]' ? 'localhost' : host;
}

type Post = (path: string, data?: unknown) => Promise<unknown>;

/**
 * Finishes a sign-in that waits for its second factor with the demo admin's passkey, through
 * `post` (a browser context's or an ApiPerson's): options, then the signed assertion.
 */
export async function finishWithDemoPasskey(email: string, post: Post): Promise<void> {
  if (email !== DEMO_ADMIN_EMAIL)
    throw new Error(`${email} waits for a second factor the e2e support has not got`);
  const options = (await post(SECOND_FACTOR_API.passkeySignInOptions)) as { challenge: string };
  const response = assertionResponse(DEMO_ADMIN_PASSKEY, options.challenge, baseUrl, rpIdOf(baseUrl));
  await post(SECOND_FACTOR_API.passkeySignIn, { response });
}
