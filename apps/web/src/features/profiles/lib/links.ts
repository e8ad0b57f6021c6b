import {
  CALENDLY_HOST,
  isWebAddress,
  LINKEDIN_HOST,
  normalizeCalendly,
  normalizeLinkedin,
  normalizeUrl,
  PROFILE_TEXT,
} from '@ibh/contract';

export type LinkKind = 'website' | 'linkedin' | 'calendly';

/**
 * What a link field shows after it loses focus: https added and trailing slashes removed
 * (000 section 5); LinkedIn and Calendly handles become full links. Input that cannot be
 * normalised is left as typed, so its message can point at it.
 */
export function normalizeLink(kind: LinkKind, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  if (kind === 'website') return normalizeUrl(trimmed);
  const normalized = kind === 'linkedin' ? normalizeLinkedin(trimmed) : normalizeCalendly(trimmed);
  return normalized ?? trimmed;
}

/** The spec's message for a link that is not acceptable, or undefined (empty is fine). */
export function linkError(kind: LinkKind, value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  if (kind === 'website')
    return isWebAddress(normalizeUrl(trimmed)) ? undefined : PROFILE_TEXT.websiteInvalid;
  if (kind === 'linkedin') {
    return normalizeLinkedin(trimmed) === null ? PROFILE_TEXT.linkedinInvalid(LINKEDIN_HOST) : undefined;
  }
  return normalizeCalendly(trimmed) === null ? PROFILE_TEXT.calendlyInvalid(CALENDLY_HOST) : undefined;
}

/** Deck URL: https:// added on blur when there is no http(s) prefix (000 section 5). */
export function normalizeDeckUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function deckUrlError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  return isWebAddress(normalizeDeckUrl(trimmed)) ? undefined : PROFILE_TEXT.deckUrlInvalid;
}
