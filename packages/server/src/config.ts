import { resolve } from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared';
import { z } from 'zod';

/** Settings read from the environment (DESIGN.md §8); every one is optional. */
export type ServerConfig = {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database, mail files, generated secret). */
  dataDir: string;
  /** PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Address users reach the app at; used in e-mailed links and for the Secure cookie flag. */
  publicUrl: string | undefined;
  /** SMTP server for mail; without it mail is written as `.eml` files under `DATA_DIR/mail`. */
  smtpUrl: string | undefined;
  /** Secret for signed values; generated and kept in the data dir when absent. */
  sessionSecret: string | undefined;
  /** First administrator, created only on the very first start. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** How long a search may run before it is stopped with an error naming its costliest part. */
  searchTimeLimitMs: number;
  /** How long a stopping server may take to finish requests and hand back running jobs before it exits anyway. */
  shutdownTimeoutMs: number;
};

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const EnvSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  SEARCH_TIME_LIMIT_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().min(0.1).max(600).default(10)),
  SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().min(1).max(3600).default(30)),
  ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
  ADMIN_PASSWORD: optional(
    z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).max(PASSWORD_MAX_LENGTH),
  ),
});

/** Reads and checks the environment; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    sessionSecret: e.SESSION_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    searchTimeLimitMs: Math.round(e.SEARCH_TIME_LIMIT_SECONDS * 1000),
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT_SECONDS * 1000),
  };
}
