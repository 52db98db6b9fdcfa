/**
 * All configuration (rules §12) is parsed here and nowhere else: this is the one file that reads `process.env`
 * (an ESLint rule keeps it so). A bad value stops the start with one line naming the variable.
 */
import { randomBytes } from 'node:crypto';
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

const commaList = (normalise: (item: string) => string) =>
  z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((item) => normalise(item.trim()))
        .filter((item) => item.length > 0),
    );

/** The loopback names and addresses: a server listening only there is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: 0.0.0.0 in production, loopback (127.0.0.1) elsewhere (rules §2: the development login stays local). */
    HOST: z.string().min(1).optional(),
    PUBLIC_URL: z.url().optional(),
    ...databaseFields,
    DISCORD_CLIENT_ID: z.string().min(1).optional(),
    DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
    DISCORD_BASE_URL: z.url().default('https://discord.com'),
    /** Where racetime.gg rooms are read (rules §16); tests point it at a fake on loopback. */
    RACETIME_BASE_URL: z
      .url()
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .default('https://racetime.gg')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Watch the rooms of started, unrecorded races and mark those that finished (rules §16). */
    RACETIME_WATCH: onOff.default('off'),
    /**
     * Where Discord webhook URLs must point (rules §15): an admin's URL must be `{this}/api/webhooks/{id}/{token}`.
     * https://discord.com also allows discordapp.com, ptb. and canary.; tests point it at a fake on loopback.
     */
    DISCORD_WEBHOOK_BASE_URL: z
      .url()
      .regex(/^https?:\/\/[^/]+\/?$/, 'must be an http(s) origin, without a path')
      .default('https://discord.com')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Send the queued Discord notifications from this process (rules §15). */
    NOTIFICATIONS_WORKER: onOff.default('on'),
    /** How often the sender looks at the queue. */
    NOTIFY_INTERVAL_MS: milliseconds(2_000),
    /** Promote only the account each name binds at its first login (rules §2). */
    ADMIN_DISCORD_USERNAMES: commaList((u) => u.toLowerCase()),
    /** Discord user ids (snowflakes) made admins at every login. */
    ADMIN_DISCORD_IDS: commaList((id) => id).pipe(
      z.array(z.string().regex(/^\d{1,25}$/, 'must be comma-separated Discord user ids (digits)')),
    ),
    /** The development login on an interface other than loopback (`on`), or never (`off`). */
    DEV_LOGIN: onOff.optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TOURNAMENT_YEAR: z.coerce.number().int().min(2000).max(2100).optional(),
    PRIZE_POOL_URL: z.url().optional(),
    DEMO: onOff.default('on'),
    RATE_LIMITS: onOff.default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /**
     * Whose X-Forwarded-For is believed (rules §27): unset or 0, nobody (the default, production included); a number
     * of proxy hops; or the proxies' addresses and networks, comma-separated (only a request from one of them).
     */
    TRUST_PROXY: z
      .union(
        [
          z.coerce.number().int().min(0).max(10),
          commaList((item) => item).pipe(
            z
              .array(
                z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]),
              )
              .min(1),
          ),
        ],
        { error: 'must be a number of proxy hops (0-10) or comma-separated proxy addresses or networks (CIDR)' },
      )
      .default(0),
    /**
     * The bound of the one cache of API answers and rendered pages, in MiB (src/http/answerCache.ts, ADR 015): the
     * least recently read leave first when a new one does not fit.
     */
    CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
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
    if (env.DEV_LOGIN === 'on')
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_LOGIN'],
        message: 'cannot be on in production (the development login lets anyone log in as anyone)',
      });
    if (!env.SESSION_SECRET)
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    if (!env.DISCORD_CLIENT_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['DISCORD_CLIENT_ID'],
        message:
          'is required in production: set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET (there is no development login in production)',
      });
    if (!env.DISCORD_CLIENT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['DISCORD_CLIENT_SECRET'], message: 'is required in production' });
    if (!env.DISCORD_WEBHOOK_BASE_URL.startsWith('https://'))
      ctx.addIssue({ code: 'custom', path: ['DISCORD_WEBHOOK_BASE_URL'], message: 'must be https in production' });
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

export type Env = Omit<z.infer<typeof schema>, 'HOST'> & {
  HOST: string;
  publicUrl: string;
  tournamentYear: number;
  /** SESSION_SECRET, or outside production when it is unset, a random secret of this process (rules §2). */
  sessionSecret: string;
  /** Whether GET /login offers the development login page (rules §2). */
  devLogin: boolean;
};

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

/** The origins an admin's webhook URL may point at (rules §15). */
export function webhookOrigins(base: string): string[] {
  if (base !== 'https://discord.com') return [base];
  return ['https://discord.com', 'https://discordapp.com', 'https://ptb.discord.com', 'https://canary.discord.com'];
}

/** Parses a raw environment; throws ConfigError with one line naming the variable. */
export function parseEnv(raw: RawEnv): Env {
  const env = parseWith(schema, raw);
  const host = env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const discordConfigured = env.DISCORD_CLIENT_ID !== undefined;
  return {
    ...env,
    HOST: host,
    // Unset outside production: tokens bound to it last as long as the process (the web app retries a write once
    // with the token the refusal sets, so a restart costs nobody a failed click).
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    devLogin:
      !discordConfigured &&
      env.NODE_ENV !== 'production' &&
      env.DEV_LOGIN !== 'off' &&
      (env.DEV_LOGIN === 'on' || isLoopbackHost(host)),
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
