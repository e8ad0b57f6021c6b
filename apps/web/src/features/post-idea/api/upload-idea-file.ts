import { IDEA_API } from '@ibh/contract';
import { putRaw } from '@/lib/upload';
import { contentTypeOf, uploadName } from '../lib/files';

/** PUT /api/ideas/:id/files?name=…: one file as the raw body, reporting progress from 0 to 1. */
export async function uploadIdeaFile(
  ideaId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  await putRaw(IDEA_API.files(ideaId), file, {
    query: { name: uploadName(file) },
    contentType: contentTypeOf(file),
    onProgress,
  });
}
