/** User-facing strings of the app shell (000 section 2, 001 sections 2 and 8). */
export const SHELL_TEXT = {
  notFoundTitle: 'Not found',
  notFoundBody: "The page you're looking for doesn't exist.",
  loading: 'Loading…',
  errorTitle: 'Something went wrong',
  restrictedTitle: 'Restricted Access',
  professionalsOnly: 'Professionals only',
  checkingAdmin: 'Checking admin access…',
  adminError: 'Error checking access.',
  adminDenied: 'Not authorized. Ask an admin to grant you access.',
} as const;

/** Reasons the connectivity check reports (000 section 1). */
export type ConnectivityResult =
  | { ok: true }
  | { ok: false; reason: 'missing_url' | 'network_error' | `http_${number}` };

/** Header sent by the web client on every API call (000 section 1). */
export const CLIENT_HEADER = { name: 'x-ib-client', value: 'frontend' } as const;
