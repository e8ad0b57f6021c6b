import type { Readable } from 'node:stream';
import { AppError } from '../errors.ts';

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

export interface ObjectHead {
  contentType: string;
  size: number;
  lastModified: Date;
  cacheControl?: string;
}

export interface StoredFile extends ObjectHead {
  body: Readable;
}

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface SignedUrlOptions {
  ttlMs: number;
  /** Ask the browser to save the file under this name (content-disposition: attachment). */
  download?: string;
}

/**
 * Object storage behind one small interface: files under DATA_DIR by default,
 * any S3-compatible bucket when S3_BUCKET is set. Keys are '/'-separated paths.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  head(key: string): Promise<ObjectHead | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Objects whose key starts with prefix, newest first. */
  list(prefix: string, options?: { limit?: number }): Promise<StoredObject[]>;
  /** A URL that serves the object without a session until ttlMs from now. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
}

export const MAX_KEY_LENGTH = 512;
export const DEFAULT_LIST_LIMIT = 1000;
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function invalidKey(reason: string): AppError {
  return new AppError('E_INVALID_INPUT', undefined, { fields: { key: [reason] } });
}

function checkCommon(value: string) {
  if (value.length > MAX_KEY_LENGTH) throw invalidKey(`Must be at most ${MAX_KEY_LENGTH} characters`);
  if (value.includes('..')) throw invalidKey("Must not contain '..'");
  if (value.startsWith('/')) throw invalidKey("Must not start with '/'");
  if (value.includes('\\')) throw invalidKey('Must not contain backslashes');
  if (hasControlCharacters(value)) throw invalidKey('Must not contain control characters');
}

/**
 * Throws E_INVALID_INPUT unless key is a safe relative path: no '..', no leading
 * '/', no backslashes, at most 512 characters, no empty segments and no segment
 * starting with '.' (the local adapter keeps its sidecar and temp files there).
 */
export function assertValidKey(key: string): void {
  if (key.length === 0) throw invalidKey('Must not be empty');
  checkCommon(key);
  for (const segment of key.split('/')) {
    if (segment.length === 0) throw invalidKey('Must not contain empty path segments');
    if (segment.startsWith('.')) throw invalidKey("Path segments must not start with '.'");
  }
}

/** A list prefix follows the key rules but may be empty or end with '/'. */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  checkCommon(prefix);
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

export function newestFirst(a: StoredObject, b: StoredObject): number {
  return b.lastModified.getTime() - a.lastModified.getTime() || a.key.localeCompare(b.key);
}
