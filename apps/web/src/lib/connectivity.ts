import type { ConnectivityResult } from '@ibh/contract';
import { apiRootUrl } from './api-base';

/**
 * HEAD request on the API root (000 section 1). The offline banner is disabled,
 * so the result is only reported to the console at startup.
 */
export async function checkConnectivity(
  root: string | null = apiRootUrl(),
  fetchImpl: typeof fetch = fetch,
): Promise<ConnectivityResult> {
  if (!root) return { ok: false, reason: 'missing_url' };
  try {
    const response = await fetchImpl(root, { method: 'HEAD', credentials: 'include' });
    return response.ok ? { ok: true } : { ok: false, reason: `http_${response.status}` };
  } catch {
    return { ok: false, reason: 'network_error' };
  }
}

export function reportConnectivity(): void {
  void checkConnectivity().then((result) => {
    console.info('[ibh] API connectivity', result);
  });
}
