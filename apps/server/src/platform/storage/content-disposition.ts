import { stripInvisibleFormatting } from '@ibh/contract';

const MAX_FILENAME_LENGTH = 200;
const FALLBACK_FILENAME = 'download';

/**
 * A file name as stored and offered for download: without bidi controls and zero-width characters
 * (`invoice\u202Efdp.exe` would show as `invoiceexe.pdf`; issue 12, item 8), path separators,
 * quotes or control characters. Every upload's name passes here as it enters (idea and workspace
 * files), and every download name on its way out.
 */
export function sanitizeFilename(name: string): string {
  let clean = '';
  for (const char of stripInvisibleFormatting(name)) {
    const code = char.charCodeAt(0);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    clean += control || char === '/' || char === '\\' || char === '"' ? '_' : char;
  }
  clean = clean.trim().slice(0, MAX_FILENAME_LENGTH);
  return clean === '' || clean === '.' || clean === '..' ? FALLBACK_FILENAME : clean;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const safe = sanitizeFilename(filename);
  const ascii = safe.replace(/[^\x20-\x7e]|%/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
