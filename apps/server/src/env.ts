/**
 * All configuration (rules §12) is parsed here and nowhere else: this is the one file that reads `process.env`
 * (an ESLint rule keeps it so). A bad value stops the start with one line naming the variable.
 */
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);
/** A duration in milliseconds, 0.1 s to 10 min (tests use short ones). */
const milliseconds = (fallback: number) => z.coerce.number().int().min(100).max(600_000).default(fallback);

/** Which database: the server, `npm run backup` and `npm run restore` read these the same way. */
const databaseFields = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
};

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    ...databaseFields,
    DISCORD_CLIENT_ID: z.string().min(1).optional(),
    DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
    DISCORD_BASE_URL: z.url().default('https://discord.com'),
    ADMIN_DISCORD_USERNAMES: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((u) => u.trim().toLowerCase())
          .filter((u) => u.length > 0),
      ),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TOURNAMENT_YEAR: z.coerce.number().int().min(2000).max(2100).optional(),
    PRIZE_POOL_URL: z.url().optional(),
    DEMO: onOff.default('on'),
    RATE_LIMITS: onOff.default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /** Reverse proxies in front of the server whose X-Forwarded-For is believed (0 = none). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).optional(),
    /** HTTP timeouts (src/http/timeouts.ts, docs/operations.md §1). */
    HEADERS_TIMEOUT_MS: milliseconds(10_000),
    REQUEST_TIMEOUT_MS: milliseconds(30_000),
    IDLE_TIMEOUT_MS: milliseconds(30_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
  })
  .superRefine((env, ctx) => {
    // Node refuses a header timeout longer than the whole request's.
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS)
      ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'must not exceed REQUEST_TIMEOUT_MS' });
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.SESSION_SECRET)
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    if (!env.DISCORD_CLIENT_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['DISCORD_CLIENT_ID'],
        message: 'is required in production (no development login there)',
      });
    if (!env.DISCORD_CLIENT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['DISCORD_CLIENT_SECRET'], message: 'is required in production' });
    if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
  })
  .superRefine((env, ctx) => {
    if (env.DISCORD_CLIENT_ID && !env.DISCORD_CLIENT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['DISCORD_CLIENT_SECRET'],
        message: 'is required when DISCORD_CLIENT_ID is set',
      });
  });

export type Env = z.infer<typeof schema> & { publicUrl: string; tournamentYear: number };

export class ConfigError extends Error {}

type RawEnv = Record<string, string | undefined>;

/** Parses with `parser`, unset and empty variables counting as missing; throws one line naming the variable. */
function parseWith<T>(parser: z.ZodType<T>, raw: RawEnv): T {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const result = parser.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}

/** Parses a raw environment; throws ConfigError with one line naming the variable. */
export function parseEnv(raw: RawEnv): Env {
  const env = parseWith(schema, raw);
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`).replace(/\/$/, ''),
    tournamentYear: env.TOURNAMENT_YEAR ?? new Date().getUTCFullYear(),
  };
}

/** The server's configuration, from this process's environment. */
export function readEnv(): Env {
  return parseEnv(process.env);
}

const databaseSchema = z.object(databaseFields);
export type DatabaseEnv = z.infer<typeof databaseSchema>;

/**
 * Only the database variables, for the operator's commands (backup, restore): they must run with nothing else
 * set, even with NODE_ENV=production, where the server itself would also demand its secrets.
 */
export function parseDatabaseEnv(raw: RawEnv): DatabaseEnv {
  return parseWith(databaseSchema, raw);
}

export function readDatabaseEnv(): DatabaseEnv {
  return parseDatabaseEnv(process.env);
}

/** The environment a child process (pg_dump, psql) runs with: this process's own (PATH, PG*), plus `extra`. */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
