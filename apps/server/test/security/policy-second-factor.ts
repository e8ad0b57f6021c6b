import { freshActor, none, signedIn, UNKNOWN_ID } from './policy-rules.ts';
import type { Actor, Expected, PolicyRow } from './policy-types.ts';

/** Signed in: refused by a business rule (a wrong code, a forged passkey); 401 for the anonymous. */
const signedInRefused = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : 'refused');
const wrongCode = { body: { code: '000000' } };
const forgedPasskey = { id: 'forged', type: 'public-key', response: { clientDataJSON: 'e30' } };

/** A second factor (issue 29 part 6): the sign-in step, passkeys, the authenticator app. */
export const SECOND_FACTOR_POLICY: Record<string, PolicyRow> = {
  'SECOND_FACTOR_ENDPOINTS.status': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  // Without a pending sign-in there is nothing to finish: 401 for everyone.
  'SECOND_FACTOR_ENDPOINTS.verify': {
    targets: ['own'],
    mutates: false,
    expect: () => 401,
    request: () => ({ body: { method: 'totp', code: '000000' } }),
  },
  'SECOND_FACTOR_ENDPOINTS.passkeySignInOptions': {
    targets: ['own'],
    mutates: false,
    expect: () => 'ok',
    request: none,
  },
  'SECOND_FACTOR_ENDPOINTS.passkeySignIn': {
    targets: ['own'],
    mutates: false,
    expect: () => 'refused',
    request: () => ({ body: { response: forgedPasskey } }),
  },
  'SECOND_FACTOR_ENDPOINTS.passkeyOptions': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: none,
  },
  'SECOND_FACTOR_ENDPOINTS.addPasskey': {
    targets: ['own'],
    mutates: false,
    expect: signedInRefused,
    request: () => ({ body: { name: 'Forged', response: forgedPasskey } }),
  },
  'SECOND_FACTOR_ENDPOINTS.removePasskey': {
    targets: ['unknown'],
    mutates: false,
    expect: (actor) => (actor === 'anonymous' ? 401 : 404),
    request: () => ({ params: { passkeyId: UNKNOWN_ID } }),
  },
  'SECOND_FACTOR_ENDPOINTS.totpSetup': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor(),
  },
  'SECOND_FACTOR_ENDPOINTS.totpConfirm': {
    targets: ['own'],
    mutates: false,
    expect: signedInRefused,
    request: () => wrongCode,
  },
  'SECOND_FACTOR_ENDPOINTS.totpDisable': {
    targets: ['own'],
    mutates: false,
    expect: signedInRefused,
    request: () => wrongCode,
  },
  'SECOND_FACTOR_ENDPOINTS.regenerateRecoveryCodes': {
    targets: ['own'],
    mutates: false,
    expect: signedInRefused,
    request: () => wrongCode,
  },
};
