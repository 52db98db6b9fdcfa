/** rules §19: the personal home, `GET /api/home`, over HTTP. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HomeResponse } from '@pokered/core/schemas/home';
import type { Race } from '@pokered/core/schemas/races';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';

describe('GET /api/home', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await freshWorld(t);
  });

  const home = async (client: Client) => {
    const response = await client.get('/api/home');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HomeResponse>();
  };

  /** Round 1: ash, gary and misty's group with a race voice commentates; brock and may's group without a race. */
  async function world() {
    const admin = await t.as('boss', { isAdmin: true });
    const runner = (name: string) => t.as(name, { role: 'runner', currentBracket: 'Normal' });
    const [ash, gary, misty, brock, may] = [
      await runner('ash'),
      await runner('gary'),
      await runner('misty'),
      await runner('brock'),
      await runner('may'),
    ];
    const voice = await t.as('voice');
    const ear = await t.as('ear');
    for (const pots of [
      [ash, gary, misty],
      [brock, may],
    ]) {
      const [pot1, pot2, pot3] = pots.map((client) => client.userId);
      const made = await admin.post('/api/groups', { pot1UserId: pot1, pot2UserId: pot2, pot3UserId: pot3 });
      expect(made.statusCode, made.body).toBe(201);
    }
    const start = Math.floor(Date.now() / 1000) + 7200;
    const submitted = await ash.post('/api/races/submit', {
      racer1: ash.userId,
      racer2: gary.userId,
      racer3: misty.userId,
      raceDateTime: start,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const race = submitted.json<{ race: Race }>().race;
    expect((await voice.post(`/api/races/${race._id}/commentator`)).statusCode).toBe(200);
    return { ash, brock, voice, ear, race, start };
  }

  it('answers 401 to anonymous callers', async () => {
    const response = await t.anonymous.get('/api/home');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it("shows a runner their group, their race and the round's open picks", async () => {
    const { ash, race, start } = await world();
    const body = await home(ash);
    expect(body.currentRound).toBe('Round 1');
    expect(body.runner?.group).toMatchObject({ groupNumber: 1, round: 'Round 1', bracket: 'Normal' });
    expect(body.runner?.group?.members.map((member) => member.discordUsername)).toEqual(['ash', 'gary', 'misty']);
    expect(body.runner?.race).toMatchObject({ _id: race._id, raceDateTime: start, raceTimeId: null });
    // Their own race never asks them to commentate it.
    expect(body.commentary.needed.map((item) => item._id)).not.toContain(race._id);
    expect(body.picks).toEqual({ round: 'Round 1', state: 'open', openGroups: 2, closesAt: start });
  });

  it('asks a runner whose group has no race yet to schedule it (race null)', async () => {
    const { brock } = await world();
    const body = await home(brock);
    expect(body.runner?.group?.members.map((member) => member.discordUsername)).toEqual(['brock', 'may']);
    expect(body.runner?.race).toBeNull();
  });

  it("shows a commentator the races they call, and not as needing them; others see the race's free place", async () => {
    const { voice, ear, race } = await world();
    const mine = await home(voice);
    expect(mine.runner).toBeNull();
    expect(mine.commentary.mine.map((item) => item._id)).toEqual([race._id]);
    expect(mine.commentary.needed.map((item) => item._id)).not.toContain(race._id);

    const other = await home(ear);
    expect(other.commentary.mine).toEqual([]);
    expect(other.commentary.needed).toEqual([expect.objectContaining({ _id: race._id, commentatorCount: 1 })]);
  });

  it('says the picks are submitted once the player has sent them', async () => {
    const { ear } = await world();
    const groups = await t.anonymous.get('/api/groups');
    const winners = groups
      .json<{ groups: { round: string; members: { _id: string }[] }[] }>()
      .groups.filter((group) => group.round === 'Round 1')
      .map((group) => group.members[0]?._id);
    const sent = await ear.post('/api/pickems/submit-round-picks', { selectedWinners: winners });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await home(ear)).picks).toEqual({ round: 'Round 1', state: 'submitted', openGroups: 2, closesAt: null });
  });
});
