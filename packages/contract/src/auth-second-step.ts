import * as z from 'zod/mini';
import { SessionUserSchema } from './session.ts';

/** A second factor (second-factor.ts, issue 29 part 6): the methods a sign-in's second step may use. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export const SecondFactorMethodSchema = z.enum(SECOND_FACTOR_METHODS);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethodSchema>;

/** The methods of a sign-in waiting for its second step. */
export const SecondFactorPending = z.optional(z.object({ methods: z.array(SecondFactorMethodSchema) }));
/**
 * A password or emailed-code sign-in answers either the signed-in user, or (the account has a
 * second factor) no user yet and the methods its second step may use; the browser then holds a
 * short-lived pending-login cookie until POST /api/auth/second-factor/verify.
 */
export const LoginResponseSchema = z.object({
  user: z.nullable(SessionUserSchema),
  secondFactor: SecondFactorPending,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
