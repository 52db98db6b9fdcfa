/**
 * A fake Discord webhook endpoint on loopback, for tests only (rules §15; Discord's answers as
 * /work/shared/notes/discord-webhooks.md describes them). `POST /api/webhooks/{id}/{token}` answers 204 and keeps the
 * message, or what the test scripted for that webhook: 429 with `retry_after` in the JSON body and the `Retry-After`
 * header, 404 (code 10015, Unknown Webhook), 500, or a hang. With `rateLimit`, it also enforces Discord's bucket
 * (a number of messages per window, per webhook) with the X-RateLimit-* headers, and answers 429 past it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer = 204 | 429 | 404 | 500 | 'hang';

export interface ReceivedMessage {
  webhookId: string;
  body: { content?: string; allowed_mentions?: unknown };
  at: number;
}

export interface FakeDiscordWebhook {
  baseUrl: string;
  /** A webhook URL on the fake (ids and tokens of Discord's shape). */
  url(id?: string): string;
  /** The next answers for webhook `id`, in order; after them, 204. */
  script(id: string, ...answers: FakeAnswer[]): void;
  /** Every message it accepted (204), in order. */
  received(): ReceivedMessage[];
  /** Every request, accepted or not. */
  requests(): number;
  /** Requests that arrived while the bucket was empty (the sender did not honour the limit). */
  overLimit(): number;
  close(): Promise<void>;
}

export const FAKE_TOKEN = 'aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789_-aBcDeFgHiJkLmNoPqRsTuVwXyZ01wxyz';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}

export async function startFakeDiscordWebhook(
  options: { retryAfterSeconds?: number; rateLimit?: { limit: number; windowMs: number } } = {},
): Promise<FakeDiscordWebhook> {
  const scripts = new Map<string, FakeAnswer[]>();
  const received: ReceivedMessage[] = [];
  const buckets = new Map<string, { start: number; used: number }>();
  const hanging = new Set<ServerResponse>();
  let requests = 0;
  let overLimit = 0;
  const retryAfter = options.retryAfterSeconds ?? 1.5;

  const rateLimited = (res: ServerResponse, seconds: number) => {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(Math.ceil(seconds)) });
    res.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: seconds, global: false }));
  };

  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      requests += 1;
      const match = /^\/api\/webhooks\/(\d+)\/([\w-]+)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match?.[1]) {
        res.writeHead(405).end();
        return;
      }
      const id = match[1];
      const answer = scripts.get(id)?.shift() ?? 204;
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      if (answer === 429) return rateLimited(res, retryAfter);
      if (answer === 404) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Unknown Webhook', code: 10015 }));
      }
      if (answer === 500) {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Internal Server Error' }));
      }
      const headers: Record<string, string> = {};
      if (options.rateLimit) {
        const { limit, windowMs } = options.rateLimit;
        const now = Date.now();
        const bucket = buckets.get(id) ?? { start: now, used: 0 };
        if (now - bucket.start >= windowMs) Object.assign(bucket, { start: now, used: 0 });
        buckets.set(id, bucket);
        const resetAfter = (windowMs - (now - bucket.start)) / 1000;
        if (bucket.used >= limit) {
          overLimit += 1;
          return rateLimited(res, resetAfter);
        }
        bucket.used += 1;
        Object.assign(headers, {
          'x-ratelimit-limit': String(limit),
          'x-ratelimit-remaining': String(limit - bucket.used),
          'x-ratelimit-reset-after': resetAfter.toFixed(3),
          'x-ratelimit-bucket': `fake-${id}`,
        });
      }
      received.push({ webhookId: id, body: JSON.parse(text) as ReceivedMessage['body'], at: Date.now() });
      res.writeHead(204, headers).end();
    });
  });
  // As the real services do, a kept-alive connection outlives a slow test's pause (Node's default is 5 s): a client
  // that reuses it just as the server closes it reads "socket hang up".
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    baseUrl,
    url: (id = '112233445566778899') => `${baseUrl}/api/webhooks/${id}/${FAKE_TOKEN}`,
    script: (id, ...answers) => scripts.set(id, [...(scripts.get(id) ?? []), ...answers]),
    received: () => [...received],
    requests: () => requests,
    overLimit: () => overLimit,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
