import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { placeResults, toPlacedInput } from '@pokered/core/results';
import { computeRunnerFigures, EMPTY_FIGURES } from '@pokered/core/scoring';
import { completeRaceRequestFor } from '@pokered/core/schemas/results';
import { raceResults, races, users } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  dnf,
  dns,
  dq,
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  record,
  recordOk,
  time,
  type ResultLine,
  type Runner,
} from './support/tournamentFixtures.ts';
import { currentEntryOfUser } from '../src/db/currentSeason.ts';
import { seasonEntries } from '../src/db/entrySchema.ts';

const H2 = 2 * 3_600_000;

describe('POST /api/races/{id}/complete', () => {
  let t: TestApp;
  let admin: Client;
  let runners: Runner[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Rec', 23);
  });
  afterAll(async () => {
    await t.close();
  });

  const trio = (first: number): [Runner, Runner, Runner] => {
    const a = runners[first];
    const b = runners[first + 1];
    const c = runners[first + 2];
    if (!a || !b || !c) throw new Error('not enough runners');
    return [a, b, c];
  };

  async function figuresOf(id: string) {
    const [row] = await t.db
      .select({ points: seasonEntries.points, best: seasonEntries.bestTimeMs, bye: seasonEntries.bye })
      .from(users)
      .innerJoin(seasonEntries, currentEntryOfUser)
      .where(eq(users.id, id));
    return row;
  }

  async function raceRow(id: string) {
    const [row] = await t.db.select().from(races).where(eq(races.id, id));
    return row;
  }

  it('refuses anonymous callers with 401 and non-admins with 403, changing nothing', async () => {
    const [a, b, c] = trio(0);
    const raceId = await groupWithRace(admin, [a, b, c]);
    const body = { raceTimeId: 'x', results: [finished(a, H2), finished(b, H2 + 1), finished(c, H2 + 2)] };
    expect((await t.anonymous.post(`/api/races/${raceId}/complete`, body)).statusCode).toBe(401);
    const forbidden = await a.client.post(`/api/races/${raceId}/complete`, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: expect.any(String) });
    expect((await raceRow(raceId))?.completed).toBe(false);
  });

  it('answers 404 for an unknown race and 400 for an id that is not one', async () => {
    const [a, b] = trio(0);
    const body = { raceTimeId: 'x', results: [finished(a, H2), finished(b, H2 + 1)] };
    const unknown = await admin.post('/api/races/00000000-0000-4000-8000-000000000000/complete', body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Race not found.' });
    expect((await admin.post('/api/races/not-an-id/complete', body)).statusCode).toBe(400);
  });

  it('refuses every broken rule of rules §6, §20 with 400 and stores nothing', async () => {
    const [a, b, c] = trio(3);
    const raceId = await groupWithRace(admin, [a, b, c]);
    const ok = [finished(a, H2), finished(b, H2 + 5), finished(c, H2 + 9)];
    const cases: { body: unknown; error?: string }[] = [
      { body: { raceTimeId: '   ', results: ok } },
      { body: { raceTimeId: 'r', results: ok.slice(0, 2) }, error: 'Every racer of the race needs a result.' },
      {
        body: { raceTimeId: 'r', results: [...ok.slice(0, 2), finished(runners[14] as Runner, H2)] },
        error: 'A result was given for someone who is not a racer of this race.',
      },
      {
        body: { raceTimeId: 'r', results: [ok[0], ok[1], finished(b, H2 + 7)] },
        error: 'Each racer can have only one result.',
      },
      {
        body: { raceTimeId: 'r', results: [ok[0], ok[1], finished(c, 0)] },
        error: 'Every finished racer needs a time above zero.',
      },
      {
        body: {
          raceTimeId: 'r',
          results: [
            ok[0],
            ok[1],
            { ...finished(c, 0), finishTime: { hours: 5, minutes: 0, seconds: 0, milliseconds: 0 } },
          ],
        },
      },
      {
        body: {
          raceTimeId: 'r',
          results: [
            ok[0],
            ok[1],
            { ...finished(c, 0), finishTime: { hours: 1, minutes: 60, seconds: 0, milliseconds: 0 } },
          ],
        },
      },
      {
        body: {
          raceTimeId: 'r',
          results: [
            ok[0],
            ok[1],
            { ...finished(c, 0), finishTime: { hours: 1, minutes: 0, seconds: 0, milliseconds: 1000 } },
          ],
        },
      },
      {
        body: {
          raceTimeId: 'r',
          results: [
            ok[0],
            ok[1],
            { ...finished(c, 0), finishTime: { hours: 1.5, minutes: 0, seconds: 0, milliseconds: 0 } },
          ],
        },
      },
      {
        body: { raceTimeId: 'r', results: [ok[0], ok[1], { ...dnf(c, 1), dnfOrder: null }] },
        error: 'Every DNF racer needs a DNF order from 1 to 3.',
      },
      {
        body: { raceTimeId: 'r', results: [ok[0], ok[1], dnf(c, 4)] },
        error: 'Every DNF racer needs a DNF order from 1 to 3.',
      },
      {
        body: { raceTimeId: 'r', results: [ok[0], ok[1], dnf(c, 0)] },
        error: 'Every DNF racer needs a DNF order from 1 to 3.',
      },
      { body: { raceTimeId: 'r', results: [ok[0], dnf(b, 1), dnf(c, 1)] }, error: 'DNF orders must all be different.' },
      { body: { raceTimeId: 'r', results: [ok[0], ok[1], { ...ok[2], status: 'Won' }] } },
      { body: { raceTimeId: 'r', results: [ok[0], ok[1], { ...ok[2], racer: 'nobody' }] } },
      { body: { raceTimeId: 'r' } },
      { body: { results: ok } },
      { body: null },
    ];
    // The Record Results form validates with the same schema and rule: it refuses exactly these too.
    const formSchema = completeRaceRequestFor([a.id, b.id, c.id]);
    expect(formSchema.safeParse({ raceTimeId: 'r', results: ok }).success).toBe(true);
    for (const { body, error } of cases) {
      const response = await admin.post(`/api/races/${raceId}/complete`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json<{ error: string }>();
      if (error) expect(answer.error).toBe(error);
      else expect(answer.error.length).toBeGreaterThan(0);
      const verdict = formSchema.safeParse(body);
      expect(verdict.success, JSON.stringify(body)).toBe(false);
      if (error) expect(verdict.error?.issues.map((issue) => issue.message)).toContain(error);
    }
    expect((await raceRow(raceId))?.completed).toBe(false);
    expect(await t.db.select().from(raceResults).where(eq(raceResults.raceId, raceId))).toEqual([]);
    expect(await figuresOf(a.id)).toEqual({ points: 0, best: null, bye: false });
  });

  it('records a race (even before its planned start), places it and stores the figures of rules §7', async () => {
    const [a, b, c] = trio(6);
    const raceId = await groupWithRace(admin, [a, b, c]);
    // The race is planned two hours from now: groups sometimes race earlier than planned.
    const response = await recordOk(admin, raceId, [
      { ...dnf(a, 1), finishTime: time(H2) },
      finished(b, H2 + 30_000),
      { ...finished(c, H2 + 10_000), dnfOrder: 2 },
    ]);
    const answer = response.json<{
      message: string;
      race: Record<string, unknown> & {
        results: { racer: { _id: string }; status: string; finishTime: unknown; dnfOrder: unknown; place: number }[];
        winner: { _id: string } | null;
      };
    }>();
    expect(answer.message).toBe(`Race between ${a.name}, ${b.name}, and ${c.name} recorded successfully!`);
    expect(answer.race).toMatchObject({
      _id: raceId,
      completed: true,
      raceTimeId: expect.stringMatching(/^pkmnred\//),
      round: 'Round 1',
      bracket: 'Normal',
    });
    expect(answer.race.winner?._id).toBe(c.id);
    expect(answer.race.results.map((r) => [r.racer._id, r.status, r.place])).toEqual([
      [c.id, 'Finished', 1],
      [b.id, 'Finished', 2],
      [a.id, 'DNF', 3],
    ]);
    // Only Finished keeps a time and only DNF keeps an order.
    expect(answer.race.results[0]?.dnfOrder).toBeNull();
    expect(answer.race.results[2]).toMatchObject({ finishTime: time(0), dnfOrder: 1 });

    expect(await figuresOf(c.id)).toEqual({ points: 10, best: H2 + 10_000, bye: false });
    expect(await figuresOf(b.id)).toEqual({ points: 9, best: H2 + 30_000, bye: false });
    expect(await figuresOf(a.id)).toEqual({ points: 6, best: null, bye: false });
  });

  it('trims the race time ID and gives a two-racer race 1st and last points', async () => {
    const [a, b] = trio(9);
    const raceId = await groupWithRace(admin, [a, b]);
    const response = await admin.post(`/api/races/${raceId}/complete`, {
      raceTimeId: '  pkmnred/two  ',
      results: [finished(a, H2 + 3), finished(b, H2 + 2)],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(
      `Race between ${a.name} and ${b.name} recorded successfully!`,
    );
    expect((await raceRow(raceId))?.raceTimeId).toBe('pkmnred/two');
    expect(await figuresOf(b.id)).toMatchObject({ points: 10 });
    expect(await figuresOf(a.id)).toMatchObject({ points: 6 });
  });

  it('a race nobody finished has no winner; DNS and DQ earn nothing; DNFs keep their place value', async () => {
    const [a, b, c] = trio(11);
    const raceId = await groupWithRace(admin, [a, b, c]);
    const response = await recordOk(admin, raceId, [dq(a), dnf(b, 1), dns(c)]);
    const race = response.json<{ race: { winner: unknown; results: { racer: { _id: string } }[] } }>().race;
    expect(race.winner).toBeNull();
    expect(race.results.map((r) => r.racer._id)).toEqual([b.id, c.id, a.id]);
    expect((await raceRow(raceId))?.winner).toBeNull();
    expect(await figuresOf(b.id)).toEqual({ points: 10, best: null, bye: false });
    expect(await figuresOf(c.id)).toEqual({ points: 0, best: null, bye: false });
    expect(await figuresOf(a.id)).toEqual({ points: 0, best: null, bye: false });
  });

  it('a correction replaces the result: figures equal a single recording of the second, the audit log keeps the first', async () => {
    const [a, b, c] = trio(17);
    const raceId = await groupWithRace(admin, [a, b, c]);
    const first: ResultLine[] = [finished(a, H2), finished(b, H2 + 1000), finished(c, H2 + 2000)];
    const second: ResultLine[] = [dnf(a, 1), finished(b, H2 + 5000), dns(c)];
    await recordOk(admin, raceId, first);
    expect(await figuresOf(a.id)).toEqual({ points: 10, best: H2, bye: false });
    const corrected = await recordOk(admin, raceId, second);
    expect(corrected.json<{ race: { winner: { _id: string } } }>().race.winner._id).toBe(b.id);

    const expected = computeRunnerFigures([
      { round: 'Round 1', bracket: 'Normal', results: second.map(toPlacedInput) },
    ]);
    for (const racer of [a, b, c]) {
      const want = expected.get(racer.id) ?? EMPTY_FIGURES;
      expect(await figuresOf(racer.id)).toEqual({
        points: want.points,
        best: want.bestTournamentTimeMilliseconds,
        bye: want.bye,
      });
    }
    expect(await figuresOf(a.id)).toEqual({ points: 9, best: null, bye: false });
    expect(await figuresOf(b.id)).toEqual({ points: 10, best: H2 + 5000, bye: false });
    expect(await figuresOf(c.id)).toEqual({ points: 0, best: null, bye: false });

    const stored = await t.db.select().from(raceResults).where(eq(raceResults.raceId, raceId));
    expect(stored).toHaveLength(3);
    const placedSecond = placeResults(second.map(toPlacedInput)).map((r) => r.racer);
    expect([...stored].sort((x, y) => x.place - y.place).map((r) => r.racerId)).toEqual(placedSecond);

    const log = await t.db.select().from(auditLog).where(eq(auditLog.targetId, raceId));
    const actions = log.map((entry) => entry.action).sort();
    expect(actions).toEqual(['race.complete', 'race.correct-results']);
    const correction = log.find((entry) => entry.action === 'race.correct-results');
    expect(correction?.actorId).toBe(admin.userId);
    const before = correction?.before as { winner: string; results: { racer: string; status: string }[] };
    expect(before.winner).toBe(a.id);
    expect(before.results.map((r) => r.status)).toEqual(['Finished', 'Finished', 'Finished']);
    expect((correction?.after as { winner: string }).winner).toBe(b.id);
  });

  it('refuses a cancelled race with 409; once uncancelled it can be recorded', async () => {
    const [a, b] = [runners[15], runners[16]] as [Runner, Runner];
    const raceId = await groupWithRace(admin, [a, b]);
    expect((await admin.post(`/api/races/${raceId}/cancel`)).statusCode).toBe(200);
    const refused = await record(admin, raceId, [finished(a, H2), finished(b, H2 + 1)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'This race is cancelled: uncancel it before recording results.' });
    expect((await raceRow(raceId))?.completed).toBe(false);
    expect(await figuresOf(a.id)).toEqual({ points: 0, best: null, bye: false });
    expect((await admin.post(`/api/races/${raceId}/uncancel`)).statusCode).toBe(200);
    await recordOk(admin, raceId, [finished(a, H2), finished(b, H2 + 1)]);
    expect(await figuresOf(a.id)).toEqual({ points: 10, best: H2, bye: false });
  });

  it('two simultaneous corrections of one race leave exactly one of them, with matching figures', async () => {
    const [a, b, c] = trio(20);
    const row = { id: await groupWithRace(admin, [a, b, c]) };
    await recordOk(admin, row.id, [dnf(a, 1), dnf(b, 2), dnf(c, 3)]);
    const one: ResultLine[] = [finished(a, H2), finished(b, H2 + 1), finished(c, H2 + 2)];
    const two: ResultLine[] = [finished(a, H2 + 9), finished(b, H2 + 8), finished(c, H2 + 7)];
    const answers = await Promise.all([record(admin, row.id, one), record(admin, row.id, two)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [stored] = await t.db.select({ winner: races.winner }).from(races).where(eq(races.id, row.id));
    const kept = stored?.winner === a.id ? one : two;
    const want = computeRunnerFigures([{ round: 'Round 1', bracket: 'Normal', results: kept.map(toPlacedInput) }]);
    for (const racer of [a, b, c]) {
      const expected = want.get(racer.id) ?? EMPTY_FIGURES;
      expect(await figuresOf(racer.id)).toEqual({
        points: expected.points,
        best: expected.bestTournamentTimeMilliseconds,
        bye: false,
      });
    }
    expect(await t.db.select().from(raceResults).where(eq(raceResults.raceId, row.id))).toHaveLength(3);
  });
});
