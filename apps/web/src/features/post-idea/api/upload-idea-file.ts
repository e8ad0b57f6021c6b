import { IDEA_ENDPOINTS } from '@ibh/contract';
import { uploadTo } from '@/lib/upload';
import { contentTypeOf, uploadName } from '../lib/files';

/** PUT /api/ideas/:id/files?name=…: one file as the raw body, reporting progress from 0 to 1. */
export async function uploadIdeaFile(
  ideaId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  await uploadTo(IDEA_ENDPOINTS.uploadFile, {
    params: { id: ideaId },
    body: file,
    query: { name: uploadName(file) },
    contentType: contentTypeOf(file),
    onProgress,
  });
}
