import { PROFILE } from './limits.ts';
import { CALENDLY_HOST, LINKEDIN_HOST } from './profile-options.ts';

/** 'https://' added when missing, trailing slashes removed (000 §5). Empty stays empty. */
export function normalizeUrl(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return withScheme.replace(/\/+$/, '');
}

/** An http(s) URL with a dotted host and no spaces (what normalizeUrl produced is checked with this). */
export function isWebAddress(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** An https calendly link or a bare handle; returns the normalised link or null when invalid. */
export function normalizeCalendly(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  if (HANDLE.test(trimmed)) return `https://${CALENDLY_HOST}/${trimmed}`;
  const url = normalizeUrl(trimmed);
  const match = /^https:\/\/(www\.)?calendly\.com\/([A-Za-z0-9._/-]+)$/i.exec(url);
  return match ? `https://${CALENDLY_HOST}/${match[2]}` : null;
}

/** A /in/ or /company/ LinkedIn link, or a bare handle; normalised link or null when invalid. */
export function normalizeLinkedin(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  if (HANDLE.test(trimmed)) return `https://www.${LINKEDIN_HOST}/in/${trimmed}`;
  const url = normalizeUrl(trimmed);
  const match = /^https:\/\/([a-z]{2,3}\.|www\.)?linkedin\.com\/(in|company)\/([A-Za-z0-9%._-]+)$/i.exec(url);
  return match ? `https://www.${LINKEDIN_HOST}/${match[2]?.toLowerCase()}/${match[3]}` : null;
}

/** The name shown when a person has none: 'User' plus the first 4 characters of the id. */
export function fallbackDisplayName(userId: string): string {
  return `User ${userId.slice(0, PROFILE.fallbackNameIdChars)}`;
}
