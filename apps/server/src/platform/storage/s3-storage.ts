import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig } from '../config.ts';
import { attachmentDisposition } from './content-disposition.ts';
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

export type S3Config = NonNullable<AppConfig['s3']>;

/** SigV4 presigned URLs live at most seven days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** The answer of `read`, or null when S3 has no such object. */
async function nullWhenMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** What S3 says of an object (in a get's answer or a head's). */
function headOf(out: {
  ContentType?: string;
  ContentLength?: number;
  LastModified?: Date;
  CacheControl?: string;
}): ObjectHead {
  return {
    contentType: out.ContentType ?? DEFAULT_CONTENT_TYPE,
    size: out.ContentLength ?? 0,
    lastModified: out.LastModified ?? new Date(0),
    ...(out.CacheControl ? { cacheControl: out.CacheControl } : {}),
  };
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: S3-compatible stores (MinIO, R2, s3rver) vary in support.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Any S3-compatible bucket; signed URLs point at the bucket directly. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  readonly #urls = new SignedUrlMemo();

  constructor(config: S3Config, client: S3Client = createS3Client(config)) {
    this.client = client;
    this.bucket = config.bucket;
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertValidKey(key);
    // PutObject needs a known length; uploads are bounded by REQUEST.uploadLimitBytes, so buffering is fine.
    const bytes = Buffer.isBuffer(body) ? body : await toBuffer(body);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    return nullWhenMissing(async () => {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(out.Body instanceof Readable)) throw new Error('S3 returned a body that is not a Node stream');
      return { body: out.Body, ...headOf(out) };
    });
  }

  async head(key: string): Promise<ObjectHead | null> {
    assertValidKey(key);
    return nullWhenMissing(async () =>
      headOf(await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))),
    );
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** S3 lists in key order, so newest-first means reading every page under the prefix. */
  async list(prefix: string, options: { limit?: number } = {}): Promise<StoredObject[]> {
    assertValidPrefix(prefix);
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        found.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort(newestFirst).slice(0, options.limit ?? DEFAULT_LIST_LIMIT);
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertValidKey(key);
    const ttlMs = Math.min(MAX_PRESIGN_SECONDS * 1000, options.ttlMs);
    const window = signingWindow(ttlMs, Date.now());
    return this.#urls.get({ key, ...options }, window, () => {
      const command = new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentDisposition:
          options.download === undefined ? undefined : attachmentDisposition(options.download),
      });
      // Signed at the window's start, so the URL stays the same all window long (signing-window.ts).
      const seconds = Math.min(
        MAX_PRESIGN_SECONDS,
        Math.max(1, Math.ceil((window.expiresAt - window.start) / 1000)),
      );
      return getSignedUrl(this.client, command, { expiresIn: seconds, signingDate: new Date(window.start) });
    });
  }
}
