/**
 * All configuration (rules §12) is parsed here and nowhere else.
 * A bad value stops the start with one line naming the variable.
 */
import { z } from 'zod';

const onOff = z.enum(['on', 'off']);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
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

/** Parses a raw environment; throws ConfigError with one line naming the variable. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = result.data;
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`).replace(/\/$/, ''),
    tournamentYear: env.TOURNAMENT_YEAR ?? new Date().getUTCFullYear(),
  };
}
