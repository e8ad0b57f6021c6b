import type { WizardValues } from '../lib/wizard-values';
import { toPublishRequest } from '../lib/wizard-values';
import { createIdea } from './create-idea';
import { uploadIdeaFile } from './upload-idea-file';

export interface PublishProgress {
  /** 0-100 over the whole publish: the idea itself, then every file. */
  percent: number;
  /** Files finished so far (uploaded or skipped). */
  filesDone: number;
  filesTotal: number;
}

export interface PublishResult {
  id: string;
  /** Files that failed to upload and were skipped; the idea stays published (000 section 8). */
  failed: Array<{ file: File; error: unknown }>;
}

/**
 * Publishes the idea, then uploads each file in order. An insert failure throws (nothing was
 * published); a failed file is reported and skipped.
 */
export async function publishIdea(
  values: WizardValues,
  files: readonly File[],
  onProgress: (progress: PublishProgress) => void,
): Promise<PublishResult> {
  const parts = files.length + 1;
  const report = (done: number, fraction: number) =>
    onProgress({
      percent: Math.round(((1 + done + fraction) / parts) * 100),
      filesDone: done,
      filesTotal: files.length,
    });
  onProgress({ percent: 0, filesDone: 0, filesTotal: files.length });
  const id = await createIdea(toPublishRequest(values));
  report(0, 0);
  const failed: PublishResult['failed'] = [];
  for (const [index, file] of files.entries()) {
    try {
      await uploadIdeaFile(id, file, (fraction) => report(index, fraction));
    } catch (error) {
      failed.push({ file, error });
    }
    report(index + 1, 0);
  }
  return { id, failed };
}
