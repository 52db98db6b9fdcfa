/**
 * An admin corrects results of a completed season (rules §36): that season's figures and hall-of-fame entry follow
 * the corrected results, and the current season's answers stay as they were.
 */
import { expect } from 'vitest';
import type { PastResult } from '@pokered/core/schemas/stats';
import type { Client, TestApp } from './app.ts';
import type { SeasonPlayer } from './seasonPlayer.ts';
import { finished, recordOk } from './tournamentFixtures.ts';
import { readCurrentSeason } from './seasonArchive.ts';

interface ArchivedRace {
  _id: string;
  round: string;
  results: { racer: { _id: string }; status: string }[];
}

/** Swaps the first two finishers' times of `race`, in the player's record and through the API. */
async function swapLeaders(admin: Client, p: SeasonPlayer, race: ArchivedRace): Promise<[string, string]> {
  const ids = race.results.map((line) => line.racer._id);
  const index = p.recorded.findIndex(
    (scored) =>
      scored.round === race.round &&
      scored.results
        .map((r) => r.racer)
        .sort()
        .join() === [...ids].sort().join(),
  );
  const scored = p.recorded[index];
  if (!scored) throw new Error(`race ${race._id} is not in the season's record`);
  const timeOf = new Map(scored.results.map((result) => [result.racer, result.finishTimeMs]));
  const [first = '', second = ''] = ids;
  const swapped = scored.results.map((result) => {
    const other = result.racer === first ? second : result.racer === second ? first : null;
    return other === null ? result : { ...result, finishTimeMs: timeOf.get(other) ?? 0 };
  });
  p.recorded[index] = { ...scored, results: swapped };
  await recordOk(
    admin,
    race._id,
    swapped.map((result) => finished(result.racer, result.finishTimeMs)),
  );
  return [first, second];
}

export async function expectPastCorrection(t: TestApp, admin: Client, p: SeasonPlayer, year: number) {
  const current = await readCurrentSeason(t);
  const races = (await t.anonymous.get(`/api/races/completed?season=${String(year)}`)).json<ArchivedRace[]>();
  const allFinished = (race: ArchivedRace) => race.results.every((line) => line.status === 'Finished');
  const swiss = races.find((race) => race.round === 'Round 1' && race.results.length === 3 && allFinished(race));
  const final = races.find((race) => race.round === 'Final');
  if (!swiss || !final || !allFinished(final)) throw new Error('the season has no race fit to correct');

  await swapLeaders(admin, p, swiss);
  const [gold, silver] = await swapLeaders(admin, p, final);
  // The season's standings equal the rules applied to its corrected results.
  await p.checkStandings(year);
  const fame = (await t.anonymous.get('/api/past-results')).json<PastResult[]>();
  const entry = fame.find((y) => y.tournamentYear === year);
  expect([entry?.gold.userId, entry?.silver.userId]).toEqual([silver, gold]);
  const seasons = (await t.anonymous.get('/api/seasons')).json<{ year: number; champion: { userId: string } }[]>();
  expect(seasons.find((season) => season.year === year)?.champion.userId).toBe(silver);
  expect(await readCurrentSeason(t)).toEqual(current);
  const audit = (await admin.get('/api/admin/audit?action=race.correct-results')).json<{ targetId: string }[]>();
  expect(JSON.stringify(audit)).toContain(final._id);
}
