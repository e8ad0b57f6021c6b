import * as z from 'zod/mini';
import { LoginResponseSchema } from './auth-second-step.ts';
import { OkSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { TIME } from './limits.ts';

/**
 * A second factor (issue 29 part 6): passkeys (WebAuthn) and an authenticator app (TOTP, RFC 6238)
 * with single-use recovery codes. Admins need one, and a session completed with it, before the
 * console opens (E_SECOND_FACTOR_REQUIRED).
 */

/**
 * The second factor's limits. They live here rather than in limits.ts because limits.ts is part of
 * the first route's chunk (its 171 kB budget has no room); only the lazy screens and the server use them.
 */
export const SECOND_FACTOR = {
  /** The pending sign-in between the password and the second step. */
  pendingLoginTtl: 5 * TIME.MINUTE,
  /** Wrong codes on one pending sign-in before it ends (the user starts over with the password). */
  pendingLoginMaxTries: 5,
  /** Wrong authenticator or recovery codes per account in loginWindow, across sign-ins. */
  codeFailuresPerAccount: 10,
  /** A WebAuthn ceremony's challenge. */
  challengeTtl: 5 * TIME.MINUTE,
  recoveryCodes: 10,
  passkeysMax: 10,
  passkeyNameMax: 60,
  /** RFC 6238: 30-second steps, 6 digits, one step either side for clock drift. */
  totpPeriodSeconds: 30,
  totpDigits: 6,
  totpWindow: 1,
} as const;

const OneTimeCode = z.string().check(z.minLength(6), z.maxLength(6), z.regex(/^\d{6}$/));
/** Recovery codes are shown as xxxxx-xxxxx; spaces and the dash are ignored when typed. */
const RecoveryCode = z.string().check(z.minLength(8), z.maxLength(40));

export const VerifySecondFactorRequestSchema = z.object({
  method: z.enum(['totp', 'recovery']),
  code: z.string().check(z.minLength(6), z.maxLength(40)),
});
export type VerifySecondFactorRequest = z.infer<typeof VerifySecondFactorRequestSchema>;

export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** Settings → Security: the account's factors, and whether this session was completed with one. */
export const SecondFactorStatusSchema = z.object({
  passkeys: z.array(PasskeySchema),
  totp: z.boolean(),
  recoveryCodesLeft: z.number(),
  sessionVerified: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/** WebAuthn options and responses are the browser's JSON forms (@simplewebauthn types); checked there. */
const WebAuthnJson = z.looseObject({});
export const WebAuthnOptionsSchema = z.looseObject({ challenge: z.string() });
export const WebAuthnResponseSchema = z.looseObject({
  id: z.string().check(z.maxLength(1024)),
  type: z.string().check(z.maxLength(32)),
  response: WebAuthnJson,
});

export const AddPasskeyRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SECOND_FACTOR.passkeyNameMax)),
  response: WebAuthnResponseSchema,
});
export type AddPasskeyRequest = z.infer<typeof AddPasskeyRequestSchema>;
export const PasskeySignInRequestSchema = z.object({ response: WebAuthnResponseSchema });
export const PasskeyIdParamsSchema = z.object({ passkeyId: z.uuid() });

export const TotpSetupResponseSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetupResponse = z.infer<typeof TotpSetupResponseSchema>;
export const TotpCodeRequestSchema = z.object({ code: OneTimeCode });
export type TotpCodeRequest = z.infer<typeof TotpCodeRequestSchema>;
export const RecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(RecoveryCode) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

const tags = ['accounts'] as const;
const signInResponses = { 200: LoginResponseSchema };

export const SECOND_FACTOR_ENDPOINTS = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/auth/second-factor',
    summary: 'My passkeys and authenticator app',
    tags,
    responses: { 200: SecondFactorStatusSchema },
  }),
  verify: defineEndpoint({
    auth: 'public',
    errors: ['E_SECOND_FACTOR_INVALID', 'E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/auth/second-factor/verify',
    summary: 'Finish a pending sign-in with an authenticator or recovery code',
    tags,
    body: VerifySecondFactorRequestSchema,
    responses: signInResponses,
  }),
  passkeySignInOptions: defineEndpoint({
    auth: 'public',
    errors: ['E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/auth/passkeys/sign-in/options',
    summary: 'A challenge for signing in with a passkey',
    tags,
    responses: { 200: WebAuthnOptionsSchema },
  }),
  passkeySignIn: defineEndpoint({
    auth: 'public',
    errors: ['E_SECOND_FACTOR_INVALID', 'E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/auth/passkeys/sign-in',
    summary: 'Sign in with a passkey',
    tags,
    body: PasskeySignInRequestSchema,
    responses: signInResponses,
  }),
  passkeyOptions: defineEndpoint({
    errors: ['E_SECOND_FACTOR_REQUIRED', 'E_LIMIT_EXCEEDED'],
    method: 'POST',
    path: '/api/auth/passkeys/options',
    summary: 'A challenge for adding a passkey',
    tags,
    responses: { 200: WebAuthnOptionsSchema },
  }),
  addPasskey: defineEndpoint({
    errors: ['E_SECOND_FACTOR_REQUIRED', 'E_SECOND_FACTOR_INVALID', 'E_LIMIT_EXCEEDED'],
    method: 'POST',
    path: '/api/auth/passkeys',
    summary: 'Add a passkey',
    tags,
    body: AddPasskeyRequestSchema,
    responses: { 200: PasskeySchema },
  }),
  removePasskey: defineEndpoint({
    errors: ['E_SECOND_FACTOR_REQUIRED'],
    method: 'DELETE',
    path: '/api/auth/passkeys/:passkeyId',
    summary: 'Remove a passkey',
    tags,
    params: PasskeyIdParamsSchema,
    responses: { 200: OkSchema },
  }),
  totpSetup: defineEndpoint({
    errors: ['E_SECOND_FACTOR_REQUIRED', 'E_CONFLICT'],
    method: 'POST',
    path: '/api/auth/totp/setup',
    summary: 'Start setting up an authenticator app',
    tags,
    responses: { 200: TotpSetupResponseSchema },
  }),
  totpConfirm: defineEndpoint({
    errors: ['E_SECOND_FACTOR_REQUIRED', 'E_SECOND_FACTOR_INVALID', 'E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/auth/totp/confirm',
    summary: 'Confirm the authenticator app with a code; answers the recovery codes once',
    tags,
    body: TotpCodeRequestSchema,
    responses: { 200: RecoveryCodesResponseSchema },
  }),
  totpDisable: defineEndpoint({
    errors: ['E_SECOND_FACTOR_REQUIRED', 'E_SECOND_FACTOR_INVALID', 'E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/auth/totp/disable',
    summary: 'Turn the authenticator app off (needs a current code)',
    tags,
    body: TotpCodeRequestSchema,
    responses: { 200: OkSchema },
  }),
  regenerateRecoveryCodes: defineEndpoint({
    errors: ['E_SECOND_FACTOR_REQUIRED', 'E_SECOND_FACTOR_INVALID', 'E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/auth/recovery-codes',
    summary: 'Replace the recovery codes (needs a current code)',
    tags,
    body: TotpCodeRequestSchema,
    responses: { 200: RecoveryCodesResponseSchema },
  }),
};

export const SECOND_FACTOR_API = Object.fromEntries(
  Object.entries(SECOND_FACTOR_ENDPOINTS).map(([key, e]) => [key, e.path]),
) as { readonly [K in keyof typeof SECOND_FACTOR_ENDPOINTS]: (typeof SECOND_FACTOR_ENDPOINTS)[K]['path'] };
