import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURE_FLAGS } from '@ibh/contract';
import * as z from 'zod';
import { derivedSandboxWebhookSecret } from './payments/webhook-secret.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** More processes than this is a typo, not a machine: each one holds its own database pool. */
export const MAX_WEB_CONCURRENCY = 256;

/** Every environment variable the server reads, with its default. README's table mirrors this. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  SECRET_KEY: z.string().min(32).optional(),
  /** Passkeys' relying-party id (a domain); PUBLIC_URL's host unless set (decision 161). */
  WEBAUTHN_RP_ID: z.string().min(1).optional(),
  /** Server processes on PostgreSQL (default one per core); PGlite always runs one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(MAX_WEB_CONCURRENCY).optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: boolFromEnv.optional(),
  DEV_MAIL: boolFromEnv.optional(),
  MAIL_FROM: z.string().default('IBH <no-reply@ibh.local>'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolFromEnv.default(true),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Signs the sandbox checkout's webhooks; derived from SECRET_KEY when unset. */
  PAYMENTS_SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The pro-shop flag (001 section 6), read by the web build too: false hides the shop and its API. */
  VITE_FLAG_PRO_SHOP: boolFromEnv.optional(),
  /** The daily-rotation flag (001 section 6) of Top Merit Professionals; read by the web build too. */
  VITE_FLAG_DAILY_ROTATION: boolFromEnv.optional(),
  /** The shared cache of pages rendered for visitors without a session (platform/page-cache.ts). */
  PAGE_CACHE: boolFromEnv.default(true),
  /** Its memory budget per server process, in MB (rendered HTML and its compressed copies). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** How long a cached page is served without rendering it again. */
  PAGE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** After that, how long the old copy is still served while one request renders the new one. */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * How long a job claim holds before another process may run the job again (platform/jobs):
   * also how long a job of a killed process waits before it runs again. 60 s unless set.
   */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(60),
  /**
   * The Ed25519 private key (PKCS#8 PEM; `\n` may stand for line breaks) that signs proof packs.
   * Unset: a key is generated on first use and kept in the database (decision 149).
   */
  PROOF_SIGNING_KEY: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  database: { url?: string; poolMax: number; schema?: string };
  /**
   * Server processes `npm start` runs (WEB_CONCURRENCY, default one per core); `requested` says
   * whether WEB_CONCURRENCY was set. Only PostgreSQL runs more than one (see serverProcesses).
   */
  processes: { count: number; requested: boolean };
  secretKey: string;
  /** WEBAUTHN_RP_ID, when set; otherwise passkeys derive it from publicUrl (platform/auth/webauthn-party.ts). */
  webauthnRpId?: string;
  webDist: string;
  seedDemo: boolean;
  devMail: boolean;
  mail: { from: string; smtpUrl?: string };
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  /**
   * The payment provider (platform/payments): Stripe when STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET are both set, else the embedded sandbox.
   */
  payments:
    | { provider: 'sandbox'; webhookSecret: string }
    | { provider: 'stripe'; secretKey: string; webhookSecret: string };
  /** Feature flags the server enforces (FEATURE_FLAGS defaults). */
  flags: { proShop: boolean; dailyRotation?: boolean };
  /**
   * The shared page cache for visitors without a session (platform/page-cache.ts): on or off, its
   * byte budget per process, and how long a page is fresh and then stale-while-revalidate.
   */
  pageCache: { enabled: boolean; maxBytes: number; freshSeconds: number; staleSeconds: number };
  /** The durable job queue: how long a claim holds a job (JOBS_LEASE_SECONDS). */
  jobs: { leaseMs: number };
  /** PROOF_SIGNING_KEY: the proof-pack signing key's PEM, when configured (else one kept in the database). */
  proofSigningKey?: string;
  version: string;
}

export class ConfigError extends Error {}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Outside production a secret is generated once and kept under DATA_DIR so signed URLs survive restarts. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, '.secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates the environment once. Throws ConfigError listing every bad variable. */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  // An empty variable (FOO=) means "not set", as in most twelve-factor tooling.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SECRET_KEY)
    throw new ConfigError('Invalid configuration:\n  SECRET_KEY: required in production');
  const dataDir = path.resolve(env.DATA_DIR);
  const s3Configured = Boolean(env.S3_BUCKET);
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither for the sandbox',
    );
  const secretKey = env.SECRET_KEY ?? devSecret(dataDir);
  const config: AppConfig = {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX, schema: env.DATABASE_SCHEMA },
    processes: {
      count: env.WEB_CONCURRENCY ?? availableParallelism(),
      requested: env.WEB_CONCURRENCY !== undefined,
    },
    secretKey,
    ...(env.WEBAUTHN_RP_ID ? { webauthnRpId: env.WEBAUTHN_RP_ID } : {}),
    webDist: path.resolve(env.WEB_DIST),
    seedDemo: env.SEED_DEMO ?? !isProduction,
    devMail: env.DEV_MAIL ?? !isProduction,
    mail: { from: env.MAIL_FROM, smtpUrl: env.SMTP_URL },
    s3: s3Configured
      ? {
          bucket: env.S3_BUCKET as string,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : {
            provider: 'sandbox',
            webhookSecret: env.PAYMENTS_SANDBOX_WEBHOOK_SECRET ?? derivedSandboxWebhookSecret(secretKey),
          },
    flags: {
      proShop: env.VITE_FLAG_PRO_SHOP ?? FEATURE_FLAGS.proShop,
      dailyRotation: env.VITE_FLAG_DAILY_ROTATION ?? FEATURE_FLAGS.dailyRotation,
    },
    pageCache: {
      enabled: env.PAGE_CACHE,
      maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
      freshSeconds: env.PAGE_CACHE_FRESH_SECONDS,
      staleSeconds: env.PAGE_CACHE_STALE_SECONDS,
    },
    jobs: { leaseMs: env.JOBS_LEASE_SECONDS * 1000 },
    proofSigningKey: env.PROOF_SIGNING_KEY?.replace(/\\n/g, '\n'),
    version: readVersion(),
  };
  return { ...config, ...overrides };
}
