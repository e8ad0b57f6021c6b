import {
  type AttestRequest,
  type CreateEvidenceRequest,
  EVIDENCE_ENDPOINTS as E,
  type InviteProRequest,
  type UpdateEvidenceRequest,
} from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadTo } from '@/lib/upload';
import { evidenceKeys } from './evidence-keys';

/** Every evidence mutation refreshes what shows evidence (lists, pages, inbox). */
function useEvidenceMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: evidenceKeys.all }),
  });
}

export const useCreateEvidence = () =>
  useEvidenceMutation((body: CreateEvidenceRequest) => api(E.create, { body }));
/** The owner's edit: the draft in place, or a new draft version of finalized evidence (the server's `revise`). */
export const useUpdateEvidence = (id: string) =>
  useEvidenceMutation((body: UpdateEvidenceRequest) => api(E.update, { params: { id }, body }));
export const useFinalize = (id: string) => useEvidenceMutation(() => api(E.finalize, { params: { id } }));
export const useWithdraw = (id: string) => useEvidenceMutation(() => api(E.withdraw, { params: { id } }));
export const useInvitePro = (id: string) =>
  useEvidenceMutation((body: InviteProRequest) => api(E.invite, { params: { id }, body }));
export const useCancelInvite = () =>
  useEvidenceMutation((inviteId: string) => api(E.cancelInvite, { params: { id: inviteId } }));
export const useRespondInvite = () =>
  useEvidenceMutation((input: { id: string; accept: boolean; note?: string }) =>
    api(E.respondInvite, {
      params: { id: input.id },
      body: { accept: input.accept, note: input.note || null },
    }),
  );
export const useAttest = (id: string) =>
  useEvidenceMutation((body: AttestRequest) => api(E.attest, { params: { id }, body }));
export const useCosign = (id: string) =>
  useEvidenceMutation((versionId: string) => api(E.cosign, { params: { id }, body: { versionId } }));
export const useUpvote = (id: string) =>
  useEvidenceMutation((on: boolean) => api(on ? E.upvote : E.unupvote, { params: { id } }));
export const useUseful = () =>
  useEvidenceMutation((input: { id: string; on: boolean }) =>
    api(input.on ? E.markUseful : E.unmarkUseful, { params: { id: input.id } }),
  );
export const useLink = (ideaId: string) =>
  useEvidenceMutation((input: { evidenceId: string; on: boolean }) =>
    api(input.on ? E.link : E.unlink, { params: { id: ideaId }, body: { evidenceId: input.evidenceId } }),
  );

/** Fire and forget: counts this view once a day. */
export function bumpView(id: string): void {
  void api(E.view, { params: { id } }).catch(() => undefined);
}

export function uploadArtifact(file: File, type: 'image' | 'pdf' | 'audio', onProgress: (f: number) => void) {
  return uploadTo(E.uploadArtifact, {
    body: file,
    contentType: file.type || 'application/octet-stream',
    query: { type, name: file.name.slice(0, 120) },
    onProgress,
  });
}
