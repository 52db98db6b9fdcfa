/**
 * The only code that posts to Discord webhooks (rules §15; Discord's answers: docs/decisions/011-notification-queue.md).
 * One call, a time limit, a size cap on what is read back, and every answer turned into an outcome the queue acts on:
 * sent, wait (429 with retry_after), gone (404: the webhook was deleted; 401/403: its token is refused), retry (5xx,
 * no answer, time out) or rejected (another 4xx: Discord will never take this message). Never throws. Never logs the
 * URL: it is a secret.
 */
import { z } from 'zod';
import type { DiscordMessage } from '@pokered/core/discordNotifications';
import { readCappedText } from './cappedBody.ts';

export type WebhookOutcome =
  | { kind: 'sent'; pauseMs: number }
  | { kind: 'wait'; retryAfterMs: number; global: boolean }
  | { kind: 'gone'; reason: string }
  | { kind: 'retry'; reason: string }
  /** The request may have reached Discord (a time-out, a dropped connection): sending again could post it twice. */
  | { kind: 'unknown'; reason: string }
  | { kind: 'rejected'; reason: string };

/** Connection errors that happen before any byte of the request is sent. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export const DISCORD_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

const rateLimitSchema = z.object({
  retry_after: z.number().nonnegative(),
  global: z.boolean().optional(),
  message: z.string().optional(),
});
const errorSchema = z.object({ message: z.string().max(500).optional(), code: z.number().optional() });

/** An error answer's JSON, read through the shared cap (rules §26): a huge answer is cut off, never read whole. */
async function readJson(response: Response): Promise<unknown> {
  const text = await readCappedText(response, MAX_ANSWER_BYTES).catch(() => null);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Seconds in a header (`Retry-After`, `X-RateLimit-Reset-After`), as milliseconds; null when absent or wrong. */
function headerSeconds(response: Response, name: string): number | null {
  const value = Number(response.headers.get(name));
  return response.headers.has(name) && Number.isFinite(value) && value >= 0 ? Math.ceil(value * 1000) : null;
}

export interface DiscordWebhookClient {
  post(url: string, message: DiscordMessage): Promise<WebhookOutcome>;
}

export function createDiscordWebhookClient(options: { timeoutMs?: number } = {}): DiscordWebhookClient {
  const timeoutMs = options.timeoutMs ?? DISCORD_TIMEOUT_MS;
  return {
    async post(url, message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        // No connection at all: nothing left this machine, so trying again cannot post the message twice.
        const code =
          error instanceof Error && error.cause instanceof Error
            ? (error.cause as NodeJS.ErrnoException).code
            : undefined;
        if (code !== undefined && NEVER_SENT.has(code))
          return { kind: 'retry', reason: 'Discord could not be reached.' };
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        return {
          kind: 'unknown',
          reason: timedOut ? 'Discord did not answer in time.' : 'The connection to Discord broke off.',
        };
      }
      const status = response.status;
      if (response.ok) {
        await response.body?.cancel().catch(() => undefined);
        // Discord's bucket says how long until the next message may go: pace instead of being refused.
        const remaining = Number(response.headers.get('x-ratelimit-remaining'));
        const resetAfter = headerSeconds(response, 'x-ratelimit-reset-after');
        return {
          kind: 'sent',
          pauseMs: response.headers.has('x-ratelimit-remaining') && remaining <= 0 ? (resetAfter ?? 1000) : 0,
        };
      }
      const body = await readJson(response);
      if (status === 429) {
        const parsed = rateLimitSchema.safeParse(body);
        const fromBody = parsed.success ? Math.ceil(parsed.data.retry_after * 1000) : null;
        const retryAfterMs = Math.max(fromBody ?? 0, headerSeconds(response, 'retry-after') ?? 0) || 1000;
        return { kind: 'wait', retryAfterMs, global: parsed.success && parsed.data.global === true };
      }
      const said = errorSchema.safeParse(body);
      const detail = said.success && said.data.message ? `: ${said.data.message}` : '';
      if (status === 404) return { kind: 'gone', reason: `Discord says the webhook was deleted (404${detail}).` };
      if (status === 401 || status === 403)
        return { kind: 'gone', reason: `Discord refused the webhook's token (${String(status)}${detail}).` };
      if (status >= 500) return { kind: 'retry', reason: `Discord answered ${String(status)}.` };
      return { kind: 'rejected', reason: `Discord refused the message (${String(status)}${detail}).` };
    },
  };
}
