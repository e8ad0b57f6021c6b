import { AUTH, AUTH_TEXT, type LoginRequest, type SignupRequest } from '@ibh/contract';
import * as z from 'zod/mini';

/**
 * The sign-in forms' schemas: the contract's request rules (lengths from AUTH) with the spec's
 * messages for each way a field can be wrong. The inferred shapes must stay assignable to the
 * contract's request types, so the browser and the server check the same fields.
 */
const email = (requiredMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage), z.email(AUTH_TEXT.validEmail));

const newPassword = (minMessage: string) =>
  z
    .string()
    .check(
      z.minLength(AUTH.passwordMin, minMessage),
      z.maxLength(AUTH.passwordMax, AUTH_TEXT.passwordTooLong),
    );

export const passwordLoginSchema = z.object({
  email: email(AUTH_TEXT.emailPasswordRequired),
  password: z
    .string()
    .check(
      z.minLength(1, AUTH_TEXT.emailPasswordRequired),
      z.maxLength(AUTH.passwordMax, AUTH_TEXT.passwordTooLong),
    ),
});
export type PasswordLoginValues = z.input<typeof passwordLoginSchema>;

export const emailOnlySchema = z.object({ email: email(AUTH_TEXT.enterEmail) });
export type EmailOnlyValues = z.input<typeof emailOnlySchema>;

export const signupSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(1, AUTH_TEXT.signupAllFields), z.maxLength(120)),
  email: email(AUTH_TEXT.signupAllFields),
  password: newPassword(AUTH_TEXT.passwordMin8),
  role: z.string().check(z.minLength(1, AUTH_TEXT.signupAllFields)),
});
export type SignupValues = z.input<typeof signupSchema>;

/** New password and its confirmation; `minMessage` differs by screen (000 section 5). */
export function newPasswordSchema(minMessage: string, askCurrent = false) {
  return z
    .object({ current: z.optional(z.string()), password: newPassword(minMessage), confirm: z.string() })
    .check(
      z.refine((v) => !askCurrent || Boolean(v.current), {
        message: AUTH_TEXT.currentPasswordRequired,
        path: ['current'],
      }),
      z.refine((v) => v.password === v.confirm, {
        message: AUTH_TEXT.passwordsDoNotMatch,
        path: ['confirm'],
      }),
    );
}
export type NewPasswordValues = z.input<ReturnType<typeof newPasswordSchema>>;

// Compile-time guards: the parsed form values are valid request bodies.
type Assert<T extends true> = T;
export type LoginFormFitsContract = Assert<
  z.output<typeof passwordLoginSchema> extends LoginRequest ? true : false
>;
export type SignupFormFitsContract = Assert<
  z.output<typeof signupSchema> extends SignupRequest ? true : false
>;
