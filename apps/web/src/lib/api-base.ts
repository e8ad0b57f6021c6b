/**
 * Where the API lives. Empty means same origin: the dev server proxies /api and
 * the production server serves both. VITE_API_URL points the app elsewhere.
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_URL;
  return typeof configured === 'string' ? configured.trim().replace(/\/+$/, '') : '';
}

/** The API root for a base URL, or null when no origin can be determined. */
export function apiRootUrl(base: string = apiBaseUrl()): string | null {
  if (base) return `${base}/api`;
  if (typeof window === 'undefined' || window.location.origin === 'null') return null;
  return `${window.location.origin}/api`;
}
