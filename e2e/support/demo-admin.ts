import { SECOND_FACTOR_API } from '@ibh/contract';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSKEY } from '../../apps/server/test/demo-admin-passkey.ts';
import { assertionResponse } from '../../apps/server/test/software-passkey.ts';
import { baseUrl } from './browser.ts';

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
