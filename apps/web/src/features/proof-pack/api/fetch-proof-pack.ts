import { PROOF_PACK_API } from '@ibh/contract';
import { buildUrl } from '@/lib/api-client';
import { ApiRequestError, errorFromResponse } from '@/lib/api-error';

export type PackSubject = 'evidence' | 'idea';

/**
 * Downloads a proof pack as the server wrote it (the verifier checks every byte, so it is saved as
 * received, never parsed and written again) and hands it to the browser as a file.
 */
export async function downloadProofPack(kind: PackSubject, id: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl(PROOF_PACK_API[kind](id)), { credentials: 'include' });
  } catch {
    throw new ApiRequestError({ code: 'E_UNAVAILABLE', status: 0 });
  }
  if (!response.ok) throw await errorFromResponse(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `ibh-${kind}.ibhproof.json`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
