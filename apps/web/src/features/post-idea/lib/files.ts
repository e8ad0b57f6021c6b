import { IDEA, IDEA_LIMITS, IDEA_TEXT } from '@ibh/contract';

const EXTENSIONS: readonly string[] = IDEA.fileExtensions;
const IMAGE_EXTENSIONS: readonly string[] = IDEA.uploadedImageExtensions;

export const FILE_ACCEPT = [
  ...IDEA.fileExtensions.map((ext) => `.${ext}`),
  'image/jpeg',
  'image/png',
  'application/pdf',
].join(',');

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

export const isImageFile = (file: File) => IMAGE_EXTENSIONS.includes(extensionOf(file.name));

/** The content type the upload declares, from the extension (some systems leave File.type empty). */
export function contentTypeOf(file: File): string {
  const ext = extensionOf(file.name);
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'png') return 'image/png';
  return 'image/jpeg';
}

/**
 * Adds picked files to the list: only jpg, jpeg, png and pdf of at most 10 MB, at most 6 in all
 * (000 section 5), and not the same file twice. Returns the new list and the first refusal.
 */
export function addFiles(
  current: readonly File[],
  picked: readonly File[],
): { files: File[]; error: string | null } {
  const files = [...current];
  let error: string | null = null;
  for (const file of picked) {
    if (!EXTENSIONS.includes(extensionOf(file.name))) {
      error ??= IDEA_TEXT.fileTypeNotAllowed;
    } else if (file.size > IDEA_LIMITS.fileMaxBytes) {
      error ??= IDEA_TEXT.fileTooLarge;
    } else if (files.length >= IDEA.maxFiles) {
      error ??= IDEA_TEXT.tooManyFiles;
    } else if (!files.some((f) => f.name === file.name && f.size === file.size)) {
      files.push(file);
    }
  }
  return { files, error };
}

/** The name sent with the upload: at most 120 characters, the extension kept. */
export function uploadName(file: File): string {
  const max = IDEA_LIMITS.fileNameMax;
  const name = file.name.trim();
  if (name.length <= max) return name;
  const ext = `.${extensionOf(name)}`;
  return `${name.slice(0, max - ext.length)}${ext}`;
}
