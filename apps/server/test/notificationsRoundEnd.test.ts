/** Ending a round tells the results channel (rules §15), in the end-round's own transaction. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../src/db/privateSchema.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { startFakeDiscordWebhook, type FakeDiscordWebhook } from './support/fakeDiscordWebhook.ts';
import { endRound, finished, groupWithRace, makeAdmin, makeRunners, recordOk } from './support/tournamentFixtures.ts';

describe('round ended (rules §15)', () => {
  let t: TestApp;
  let fake: FakeDiscordWebhook;
  beforeAll(async () => {
    fake = await startFakeDiscordWebhook();
    t = await createTestApp({ DISCORD_WEBHOOK_BASE_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('queues the round end with the new round (its groups not drawn yet) and sends it', async () => {
    const admin = await makeAdmin(t);
    const runners = await makeRunners(t, 'Ender', 2);
    const raceId = await groupWithRace(admin, runners);
    await recordOk(admin, raceId, [finished(runners[0] ?? '', 7_000_000), finished(runners[1] ?? '', 7_100_000)]);
    expect(
      (await admin.request('PUT', '/api/admin/notifications', { results: fake.url('400000000000000001') })).statusCode,
    ).toBe(200);
    expect((await endRound(admin)).statusCode).toBe(200);
    const rows = await t.db.select().from(notificationOutbox);
    expect(rows.map((row) => row.event)).toEqual(['round-ended']);
    expect(rows[0]?.facts).toMatchObject({ round: 'Round 1', next: 'Round 2', groups: [] });
    await t.app.notifier.drainOnce();
    expect(fake.received().at(-1)?.body.content).toMatch(
      /Round 1 ended\. Round 2 has begun\.\nIts groups are not drawn yet\./,
    );
  });
});
