import { AMBASSADOR_TEXT, type AmbassadorField, type AmbassadorProblem } from '@ibh/contract';

export interface AmbassadorFormValues {
  fullName: string;
  email: string;
  university: string;
  country: string;
  socials: string;
  why: string;
  agree: boolean;
}

export const emptyAmbassadorForm = (): AmbassadorFormValues => ({
  fullName: '',
  email: '',
  university: '',
  country: '',
  socials: '',
  why: '',
  agree: false,
});

/** The order of the fields on the form (focus goes to the first one in error). */
export const AMBASSADOR_FIELDS: AmbassadorField[] = [
  'fullName',
  'email',
  'university',
  'country',
  'socials',
  'why',
  'agree',
];

/** What each field shows: its message, or (a further blank required field) the id of the message it shares. */
export interface FieldErrorView {
  message?: string;
  sharedWith?: AmbassadorField;
}

/**
 * Places the messages on the fields: 'Name, email, and country are required.' once, under the first
 * blank one of the three (the others are marked invalid and point to it); the email and terms
 * messages under the email field and the checkbox.
 */
export function placeErrors(
  fields: AmbassadorProblem['fields'],
): Partial<Record<AmbassadorField, FieldErrorView>> {
  const placed: Partial<Record<AmbassadorField, FieldErrorView>> = {};
  let firstRequired: AmbassadorField | undefined;
  for (const field of AMBASSADOR_FIELDS) {
    const message = fields[field]?.[0];
    if (!message) continue;
    if (message === AMBASSADOR_TEXT.required) {
      if (firstRequired) {
        placed[field] = { sharedWith: firstRequired };
        continue;
      }
      firstRequired = field;
    }
    placed[field] = { message };
  }
  return placed;
}
