import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors.ts';
import { UrlSigner } from './signed-url.ts';
import { SignedUrlMemo, signingWindow } from './signing-window.ts';
import {
  assertValidKey,
  assertValidPrefix,
  DEFAULT_CONTENT_TYPE,
  DEFAULT_LIST_LIMIT,
  newestFirst,
  type ObjectHead,
  type PutOptions,
  type SignedUrlOptions,
  type Storage,
  type StoredFile,
  type StoredObject,
} from './storage.ts';

interface Sidecar {
  contentType: string;
  cacheControl?: string;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
const isMissing = (error: unknown) => errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR';

/**
 * The embedded default: each object is a file at `<root>/<key>`, its content type
 * in a hidden sidecar `.<name>.meta.json` beside it. Writes go to a temp file that
 * is renamed into place, so readers never see half a file.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly root: string;
  readonly signer: UrlSigner;
  readonly #urls = new SignedUrlMemo();

  constructor(options: { root: string; secretKey: string }) {
    this.root = path.resolve(options.root);
    this.signer = new UrlSigner(options.secretKey);
  }

  #file(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  #sidecar(key: string): string {
    const file = this.#file(key);
    return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
  }

  async #readSidecar(key: string): Promise<Sidecar> {
    try {
      const parsed = JSON.parse(await readFile(this.#sidecar(key), 'utf8')) as Partial<Sidecar>;
      return {
        contentType: typeof parsed.contentType === 'string' ? parsed.contentType : DEFAULT_CONTENT_TYPE,
        ...(typeof parsed.cacheControl === 'string' ? { cacheControl: parsed.cacheControl } : {}),
      };
    } catch {
      return { contentType: DEFAULT_CONTENT_TYPE };
    }
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertValidKey(key);
    const file = this.#file(key);
    const dir = path.dirname(file);
    const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}`);
    const sidecar: Sidecar = { contentType: options.contentType, cacheControl: options.cacheControl };
    try {
      await mkdir(dir, { recursive: true });
      if (Buffer.isBuffer(body)) await writeFile(`${temp}.tmp`, body);
      else await pipeline(body, createWriteStream(`${temp}.tmp`));
      await writeFile(`${temp}.meta.tmp`, JSON.stringify(sidecar));
      await rename(`${temp}.meta.tmp`, this.#sidecar(key));
      await rename(`${temp}.tmp`, file);
    } catch (error) {
      await Promise.all(
        [`${temp}.tmp`, `${temp}.meta.tmp`].map((f) => rm(f, { force: true }).catch(() => undefined)),
      );
      const code = errorCode(error);
      // A key that is already a "folder" of other keys, or sits below a key that is a file.
      if (code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST') throw new AppError('E_CONFLICT');
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    const handle = await open(this.#file(key), 'r').catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const sidecar = await this.#readSidecar(key);
      // The stream owns the handle from here and closes it when it ends or is destroyed.
      const body = handle.createReadStream();
      return { ...sidecar, size: stats.size, lastModified: stats.mtime, body };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<ObjectHead | null> {
    assertValidKey(key);
    try {
      const stats = await stat(this.#file(key));
      if (!stats.isFile()) return null;
      return { ...(await this.#readSidecar(key)), size: stats.size, lastModified: stats.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    for (const file of [this.#file(key), this.#sidecar(key)]) {
      await unlink(file).catch((error: unknown) => {
        if (!isMissing(error) && errorCode(error) !== 'EISDIR') throw error;
      });
    }
    // Tidy now-empty folders up to the root; stops at the first one that still holds something.
    let dir = path.dirname(this.#file(key));
    while (dir.startsWith(`${this.root}${path.sep}`)) {
      const removed = await rmdir(dir).then(
        () => true,
        () => false,
      );
      if (!removed) break;
      dir = path.dirname(dir);
    }
  }

  async list(prefix: string, options: { limit?: number } = {}): Promise<StoredObject[]> {
    assertValidPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const baseKey = slash === -1 ? '' : prefix.slice(0, slash);
    const found: StoredObject[] = [];
    const walk = async (dir: string, keyPrefix: string): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
        if (!key.startsWith(prefix)) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full, key);
        else if (entry.isFile()) {
          const stats = await stat(full).catch(() => null);
          if (stats) found.push({ key, size: stats.size, lastModified: stats.mtime });
        }
      }
    };
    await walk(baseKey ? this.#file(baseKey) : this.root, baseKey);
    return found.sort(newestFirst).slice(0, options.limit ?? DEFAULT_LIST_LIMIT);
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertValidKey(key);
    const now = Date.now();
    return this.#urls.get({ key, ...options }, signingWindow(options.ttlMs, now), () =>
      this.signer.url(key, options, now),
    );
  }
}
