import { PROFILE_FIELD_TEXT, PROFILE_LIMITS, PROFILE_TEXT } from '@ibh/contract';
import * as z from 'zod/mini';
import { type LinkKind, linkError } from './links';

const LINKS: readonly LinkKind[] = ['website', 'linkedin', 'calendly'];

/** Free text of at most `limit` characters, with the spec's "too long" message. */
export const maxText = (limit: number) =>
  z.string().check(z.maxLength(limit, PROFILE_FIELD_TEXT.tooLong(limit)));

/** The full name every profile form asks for: required, trimmed, at most the name limit. */
export const fullNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, PROFILE_TEXT.fullNameRequired),
    z.maxLength(PROFILE_LIMITS.name, PROFILE_FIELD_TEXT.tooLong(PROFILE_LIMITS.name)),
  );

/** The three link fields' rules (000 section 5), each message on its own field. */
export const linksCheck = z.superRefine((values: Record<LinkKind, string>, ctx) => {
  for (const kind of LINKS) {
    const message = linkError(kind, values[kind]);
    if (message) ctx.addIssue({ code: 'custom', message, path: [kind], input: values[kind] });
  }
});
