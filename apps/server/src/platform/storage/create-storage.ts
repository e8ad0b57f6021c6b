import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** S3 when S3_BUCKET is configured, else files under `${DATA_DIR}/storage`. */
export function createStorage(config: Pick<AppConfig, 's3' | 'dataDir' | 'secretKey'>): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage({ root: path.join(config.dataDir, 'storage'), secretKey: config.secretKey });
}
