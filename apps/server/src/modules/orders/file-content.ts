/**
 * What an order file really is, read from its first bytes (decision 54): images (PNG, JPEG, GIF,
 * WebP), PDF, ZIP-based documents (docx, xlsx, pptx, zip) and plain UTF-8 text (txt, md, csv).
 * Anything else (executables, scripts in binary wrappers, unknown formats) is refused. The stored
 * content type is the detected one, never the browser's claim.
 */
export function detectOrderFileType(body: Buffer, name: string): string | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => body[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && body.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const ext = name.toLowerCase().split('.').pop();
    if (ext === 'docx') return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (ext === 'xlsx') return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (ext === 'pptx') return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    return 'application/zip';
  }
  if (isText(body)) {
    const ext = name.toLowerCase().split('.').pop();
    if (ext === 'csv') return 'text/csv';
    if (ext === 'md') return 'text/markdown';
    return 'text/plain';
  }
  return null;
}

/** Valid UTF-8 without NUL or other control characters than tab, newline and carriage return. */
function isText(body: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
    if (code === 0x7f) return false;
  }
  return true;
}
