import { SECOND_FACTOR_ENDPOINTS } from '@ibh/contract';
import { api } from './api-client';

/**
 * The browser half of passkeys. @simplewebauthn/browser loads only when a passkey button is used
 * (never in the entry chunk); the options and the answer travel through the contract's endpoints.
 */
const browserLib = () => import('@simplewebauthn/browser');

/** Whether this browser can make passkeys at all (no library needed to ask). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Signs in with a discoverable passkey: the browser lists this site's passkeys. */
export async function signInWithPasskey() {
  const { startAuthentication } = await browserLib();
  const optionsJSON = await api(SECOND_FACTOR_ENDPOINTS.passkeySignInOptions);
  // biome-ignore lint/suspicious/noExplicitAny: the server answers @simplewebauthn's JSON shape (checked there).
  const response = await startAuthentication({ optionsJSON: optionsJSON as any });
  return api(SECOND_FACTOR_ENDPOINTS.passkeySignIn, { body: { response: response as never } });
}

/** Creates a passkey on this device and adds it to the account under `name`. */
export async function addPasskey(name: string) {
  const { startRegistration } = await browserLib();
  const optionsJSON = await api(SECOND_FACTOR_ENDPOINTS.passkeyOptions);
  // biome-ignore lint/suspicious/noExplicitAny: the server answers @simplewebauthn's JSON shape (checked there).
  const response = await startRegistration({ optionsJSON: optionsJSON as any });
  return api(SECOND_FACTOR_ENDPOINTS.addPasskey, { body: { name, response: response as never } });
}
