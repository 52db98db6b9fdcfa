/**
 * Discord notifications (rules §15) against the fake Discord webhook on loopback, which enforces Discord's rate
 * limit (5 messages per 2 s per webhook, with the X-RateLimit-* headers, 429 past it):
 * - recording a result without webhooks and with all three set, 5 of each interleaved in one run (medians): the
 *   queue's cost on the change must stay under 10 %;
 * - 1,000 test messages queued over the three channels drain with no duplicate and no request past the limit.
 */
import { startFakeDiscordWebhook } from '../apps/server/test/support/fakeDiscordWebhook.ts';
import { median, timeRecordResult } from './api.ts';
import { adminWriteHeaders, seedDatabase, serve, type DbKind } from './servers.ts';

const CHANNELS = ['announcements', 'results', 'commentary'] as const;
const IDS = { announcements: '600000000000000001', results: '600000000000000002', commentary: '600000000000000003' };

export interface NotificationFigures {
  recordWithoutMs: number;
  recordWithMs: number;
  overheadPercent: number;
  queued: number;
  delivered: number;
  duplicatesOrLost: number;
  refusedByRateLimit: number;
  drainSeconds: number;
}

export async function benchNotifications(kind: DbKind, port: number, messages = 1000): Promise<NotificationFigures> {
  const fake = await startFakeDiscordWebhook({ rateLimit: { limit: 5, windowMs: 2000 } });
  const database = await seedDatabase(kind, undefined);
  try {
    const server = await serve(database, port, [], {
      DISCORD_WEBHOOK_BASE_URL: fake.baseUrl,
      NOTIFY_INTERVAL_MS: '250',
    });
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...adminWriteHeaders(server.adminSid) },
        body: JSON.stringify(body),
      });
    try {
      const webhooks = (on: boolean) =>
        call('PUT', '/api/admin/notifications', {
          announcements: on ? fake.url(IDS.announcements) : null,
          results: on ? fake.url(IDS.results) : null,
          commentary: on ? fake.url(IDS.commentary) : null,
        });
      await timeRecordResult(server, 3); // warm-up
      // Interleaved, so that the shared machine's drift weighs on both alike; after a recording with webhooks, its
      // message is sent before the next recording starts (the sender shares the database with the request).
      const without: number[] = [];
      const withHooks: number[] = [];
      for (let run = 0; run < 5; run++) {
        if (!(await webhooks(false)).ok) throw new Error('clearing the webhooks failed');
        without.push(await timeRecordResult(server, 1));
        if (!(await webhooks(true)).ok) throw new Error('setting the webhooks failed');
        const sentBefore = fake.received().length;
        withHooks.push(await timeRecordResult(server, 1));
        await until(() => fake.received().length > sentBefore, 60_000);
      }
      const recordWithoutMs = median(without);
      const recordWithMs = median(withHooks);
      const before = fake.received().length;
      const started = performance.now();
      for (let i = 0; i < messages; i++) {
        const answer = await call('POST', '/api/admin/notifications/test', { channel: CHANNELS[i % 3] });
        if (answer.status !== 202) throw new Error(`test message: ${String(answer.status)} ${await answer.text()}`);
      }
      await until(() => fake.received().length - before >= messages, 900_000);
      const drainSeconds = Math.round((performance.now() - started) / 100) / 10;
      // Nothing more may arrive: a second send of any message would show here.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const delivered = fake.received().length - before;
      return {
        recordWithoutMs,
        recordWithMs,
        overheadPercent: Math.round(((recordWithMs - recordWithoutMs) / recordWithoutMs) * 1000) / 10,
        queued: messages,
        delivered,
        duplicatesOrLost: delivered - messages,
        refusedByRateLimit: fake.overLimit(),
        drainSeconds,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await fake.close();
    await database.drop();
  }
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('notifications did not drain in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
