// Every setting comes from the environment, parsed once at start-up. Defaults are the embedded
// mode (PGlite under ./data, built-in sign-in and engine), so `npm start` needs no set-up.
// A bad value stops start-up with one message that lists every bad variable and why.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { message: `must be at least ${min}` })
        .max(max, { message: `must be at most ${max}` }),
    );

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

export const ZEnv = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('production'),
  PORT: int(1, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_MAX: int(1, 200).default(10),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be a pino level (fatal … trace, silent)',
    })
    .default('info'),
  TRUST_PROXY: bool.default(false),
  RUN_WORKERS: bool.default(true),
  WORKER_CONCURRENCY: int(1, 64).default(2),
  SHUTDOWN_TIMEOUT_MS: int(1000, 600_000).default(10_000),
  OIDC_ISSUER_URL: url(['http:', 'https:']).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z
    .string()
    .regex(/(^|\s)openid(\s|$)/, { message: 'must include openid' })
    .default('openid email profile'),
  SESSION_TTL_DAYS: int(1, 365).default(30),
  LOGIN_MAX_ATTEMPTS_PER_MINUTE: int(1, 1000).default(10),
  QUEUE_RATE_LIMIT: int(1, 100_000).default(30),
  QUEUE_RATE_WINDOW_MINUTES: int(1, 1440).default(10),
  JOB_LEASE_MS: int(1000, 3_600_000).default(30_000),
  MEALS_CACHE_MB: int(0, 4096).default(64),
  DEFAULT_TIMEZONE: z
    .string()
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'must be an IANA time zone such as Asia/Kolkata' },
    )
    .default('Asia/Kolkata'),
  // Photos and voice (issue 9). Without S3_BUCKET, objects live on local disk under DATA_DIR.
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  IMAGE_MAX_MB: int(1, 100).default(10),
  IMAGE_MAX_SIDE_PX: int(256, 8192).default(2048),
  UPLOAD_URL_TTL_SECONDS: int(30, 86_400).default(900),
  AUDIO_MAX_MB: int(1, 100).default(12),
  AUDIO_MAX_SECONDS: int(1, 600).default(60),
  TRANSCRIBE_BASE_URL: url(['http:', 'https:']).optional(),
  TRANSCRIBE_API_KEY: z.string().min(1).optional(),
  TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  AI_BASE_URL: url(['http:', 'https:']).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_TIMEOUT_MS: int(1000, 300_000).default(20_000),
  // Mail (password reset). Without SMTP_URL, reset links go to the server log instead.
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
});

export type Env = z.infer<typeof ZEnv>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  /** The address users reach us at; used for absolute links and the sign-in redirect. */
  publicUrl: string;
  /**
   * True when PUBLIC_URL was given: pages at other hosts then redirect to it. Unset, the
   * embedded sign-in follows the address each request was sent to (decision 101), and
   * publicUrl (http://localhost:PORT) only names links that leave the browser.
   */
  publicUrlSet: boolean;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolMax: number };
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  workers: { inProcess: boolean; concurrency: number };
  shutdownTimeoutMs: number;
  /** External OpenID Connect issuer, or the embedded one mounted at /oidc when none is set. */
  oidc:
    | { kind: 'external'; issuer: string; clientId: string; clientSecret?: string; scopes: string }
    | { kind: 'embedded'; scopes: string };
  sessionTtlMs: number;
  loginMaxAttemptsPerMinute: number;
  /** Meal entries one user may queue per window before 429. */
  queueRateLimit: { max: number; windowMs: number };
  jobLeaseMs: number;
  /** Memory for serialized meal lists kept per user until their meals change; 0 turns it off. */
  mealsCacheBytes: number;
  /** Used when an entry arrives without the user's time zone. */
  defaultTimeZone: string;
  /** Where photos are kept: a folder under DATA_DIR, or an S3-compatible bucket. */
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        forcePathStyle: boolean;
        credentials?: { accessKeyId: string; secretAccessKey: string };
      };
  images: { maxBytes: number; maxSidePx: number; uploadUrlTtlSeconds: number };
  audio: { maxBytes: number; maxSeconds: number };
  /** An OpenAI-compatible /audio/transcriptions endpoint, or the offline engine when none is set. */
  transcription: { kind: 'openai'; baseUrl: string; apiKey?: string; model: string } | { kind: 'offline' };
  /** The optional chat model that splits entries (and reads their photos); null: the built-in engine alone. */
  ai: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number } | null;
  /** How password-reset mail leaves: SMTP, or (the embedded default) a line in the server log. */
  mail: { kind: 'smtp'; url: string; from: string } | { kind: 'log' };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env conventions.
  const present = Object.fromEntries(
    Object.keys(ZEnv.shape)
      .map((key) => [key, source[key]] as const)
      .filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '?');
        return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
    throw new ConfigError(['OIDC_CLIENT_ID="": must be set when OIDC_ISSUER_URL is set']);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  }
  if (env.SMTP_URL && !env.PUBLIC_URL) {
    // A link in a mail must name the address users reach us at, never a request's Host header.
    throw new ConfigError(['PUBLIC_URL="": must be set when SMTP_URL is set (links in mail need a fixed address)']);
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    throw new ConfigError(['MAIL_FROM="": must be set when SMTP_URL is set, e.g. "Crease <no-reply@crease.example>"']);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: env.PUBLIC_URL !== undefined,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    workers: { inProcess: env.RUN_WORKERS, concurrency: env.WORKER_CONCURRENCY },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    oidc: env.OIDC_ISSUER_URL
      ? {
          kind: 'external',
          issuer: env.OIDC_ISSUER_URL,
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET,
          scopes: env.OIDC_SCOPES,
        }
      : { kind: 'embedded', scopes: env.OIDC_SCOPES },
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 3_600_000,
    loginMaxAttemptsPerMinute: env.LOGIN_MAX_ATTEMPTS_PER_MINUTE,
    queueRateLimit: { max: env.QUEUE_RATE_LIMIT, windowMs: env.QUEUE_RATE_WINDOW_MINUTES * 60_000 },
    jobLeaseMs: env.JOB_LEASE_MS,
    mealsCacheBytes: env.MEALS_CACHE_MB * 1024 * 1024,
    defaultTimeZone: env.DEFAULT_TIMEZONE,
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: 'local', dir: path.join(dataDir, 'objects') },
    images: {
      maxBytes: env.IMAGE_MAX_MB * 1024 * 1024,
      maxSidePx: env.IMAGE_MAX_SIDE_PX,
      uploadUrlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS,
    },
    audio: { maxBytes: env.AUDIO_MAX_MB * 1024 * 1024, maxSeconds: env.AUDIO_MAX_SECONDS },
    // A dedicated transcription endpoint wins; otherwise the AI provider's, if it has one.
    transcription:
      env.TRANSCRIBE_BASE_URL || env.AI_BASE_URL
        ? {
            kind: 'openai',
            baseUrl: (env.TRANSCRIBE_BASE_URL ?? env.AI_BASE_URL)!,
            apiKey: env.TRANSCRIBE_BASE_URL ? env.TRANSCRIBE_API_KEY : env.AI_API_KEY,
            model: env.TRANSCRIBE_MODEL,
          }
        : { kind: 'offline' },
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS }
        : null,
    mail: env.SMTP_URL ? { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM! } : { kind: 'log' },
  };
}
