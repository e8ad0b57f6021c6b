import { AUTH_TEXT } from '@ibh/contract';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../platform/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
// 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

// Verifying against this when no account exists keeps the timing of a wrong email
// the same as a wrong password.
const dummyHash = hash('ibh-no-such-account-password', ARGON2);

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await dummyHash), password);
  } catch {
    return false;
  }
}

/** Length limits come from the request schema; this adds the common-password rule. */
export function assertAcceptablePassword(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new AppError('E_INVALID_INPUT', AUTH_TEXT.commonPassword, {
      fields: { [field]: [AUTH_TEXT.commonPassword] },
    });
  }
}
