import { STEP_COUNT } from './step-validation';
import { valuesFrom, type WizardValues } from './wizard-values';

/** The one local-storage key of the wizard's draft (000 section 4). */
export const DRAFT_KEY = 'ibh:post-idea-draft';

export interface Draft {
  values: WizardValues;
  step: number;
}

interface StoredDraft {
  userId: string;
  step: number;
  values: WizardValues;
  savedAt: string;
}

/**
 * The draft of this user, or null. A draft another account left in this browser is not
 * shown (and stays until that account publishes or overwrites it).
 */
export function loadDraft(userId: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.userId !== userId) return null;
    const step = Number.isInteger(stored.step)
      ? Math.min(Math.max(stored.step as number, 0), STEP_COUNT - 1)
      : 0;
    return { values: valuesFrom(stored.values), step };
  } catch {
    return null;
  }
}

/** Saves the draft; false when the browser refuses (private mode, storage full). */
export function saveDraft(userId: string, draft: Draft): boolean {
  const stored: StoredDraft = { userId, ...draft, savedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}
