import { PublishIdeaRequestSchema, WIZARD_STEPS } from '@ibh/contract';
import { toPublishRequest, type WizardField, type WizardValues } from './wizard-values';

export const STEP_COUNT = WIZARD_STEPS.length;
export const PREVIEW_STEP = STEP_COUNT - 1;

/** The fields each step collects, in the order they show (focus goes to the first error). */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ['title', 'oneLiner', 'stage', 'tags'],
  ['shortDescription', 'fullDescription', 'roadmap'],
  ['industry', 'lookingFor', 'skills', 'funding', 'availability'],
  ['visibility', 'openForCollab', 'isPremium'],
  [],
];

export type FieldErrors = Partial<Record<WizardField, string>>;

/**
 * Every field error of the whole form, in the contract's words: the browser checks the same
 * schema the server does (PublishIdeaRequestSchema), first message per field.
 */
export function validateAll(values: WizardValues): FieldErrors {
  const result = PublishIdeaRequestSchema.safeParse(toPublishRequest(values));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as WizardField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The errors of one step's fields, in the step's field order. */
export function validateStep(step: number, values: WizardValues): FieldErrors {
  const all = validateAll(values);
  const errors: FieldErrors = {};
  for (const field of STEP_FIELDS[step] ?? []) {
    if (all[field]) errors[field] = all[field];
  }
  return errors;
}

/** The first of steps 0-3 that does not validate, or null (Publish re-validates them, 000 section 4). */
export function firstFailingStep(values: WizardValues): number | null {
  for (let step = 0; step < PREVIEW_STEP; step += 1) {
    if (Object.keys(validateStep(step, values)).length > 0) return step;
  }
  return null;
}

/** Which step holds a field (server field errors are shown on their step). */
export function stepOfField(field: string): number | null {
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index === -1 ? null : index;
}

export function firstErrorField(step: number, errors: FieldErrors): WizardField | undefined {
  return (STEP_FIELDS[step] ?? []).find((field) => errors[field]);
}
