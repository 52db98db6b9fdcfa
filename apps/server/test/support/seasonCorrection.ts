/**
 * An admin corrects results of a completed season (rules §36): that season's figures and hall-of-fame entry follow
 * the corrected results, and the current season's answers stay as they were.
 */
import { expect } from 'vitest';
import type { Profile } from '@pokered/core/schemas/profile';
import type { PastResult } from '@pokered/core/schemas/stats';
import { computeRunnerFigures, type ScoredRace } from '@pokered/core/scoring';
import { rankStandings } from '@pokered/core/standings';
import type { Standings } from '@pokered/core/schemas/tournament';
import type { Client, TestApp } from './app.ts';
import type { SeasonPlayer } from './seasonPlayer.ts';
import { finished, recordOk } from './tournamentFixtures.ts';
import { readCurrentSeason } from './seasonArchive.ts';

interface ArchivedRace {
  _id: string;
  round: string;
  results: { racer: { _id: string }; status: string }[];
}

/** The player's record with the first two finishers' times of `race` swapped, and who those two are. */
function swappedRecord(p: SeasonPlayer, race: ArchivedRace) {
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
  const record = p.recorded.map((race, at) => (at === index ? { ...scored, results: swapped } : race));
  return { record, swapped, leaders: [first, second] as [string, string] };
}

/** Swaps the first two finishers' times of `race`, in the player's record and through the API. */
async function swapLeaders(admin: Client, p: SeasonPlayer, race: ArchivedRace): Promise<[string, string]> {
  const { record, swapped, leaders } = swappedRecord(p, race);
  p.recorded.splice(0, p.recorded.length, ...record);
  await recordOk(
    admin,
    race._id,
    swapped.map((result) => finished(result.racer, result.finishTimeMs)),
  );
  return leaders;
}

/** rules §9's ranks of the runners a record of results scores, by id. */
function ranksOf(record: readonly ScoredRace[]): Map<string, number> {
  const rows = [...computeRunnerFigures(record)].map(([id, figures]) => ({ _id: id, displayName: id, ...figures }));
  return new Map(rankStandings(rows).map((row) => [row._id, row.rank]));
}

/** Whether swapping the leaders of `race` moves anyone's place in the season's standings. */
function movesPlaces(p: SeasonPlayer, race: ArchivedRace): boolean {
  const before = ranksOf(p.recorded);
  const after = ranksOf(swappedRecord(p, race).record);
  return [...before].some(([id, rank]) => after.get(id) !== rank);
}

/** Every runner's career row of `year` shows the place the season's standings give them (rules §37). */
async function expectCareerPlaces(t: TestApp, year: number) {
  const { standings } = (await t.anonymous.get(`/api/tournament/standings?season=${String(year)}`)).json<Standings>();
  for (const row of standings) {
    const profile = (await t.anonymous.get(`/api/user/${row.discordUsername}`)).json<Profile>();
    expect(profile.seasons.find((season) => season.year === year)?.rank, row.displayName).toBe(row.rank);
  }
}

export async function expectPastCorrection(t: TestApp, admin: Client, p: SeasonPlayer, year: number) {
  const current = await readCurrentSeason(t);
  const races = (await t.anonymous.get(`/api/races/completed?season=${String(year)}`)).json<ArchivedRace[]>();
  const allFinished = (race: ArchivedRace) => race.results.every((line) => line.status === 'Finished');
  // A Swiss race whose correction moves places, so that the stored final places must follow it (rules §37).
  const swiss = races.find(
    (race) => race.round === 'Round 1' && race.results.length === 3 && allFinished(race) && movesPlaces(p, race),
  );
  const final = races.find((race) => race.round === 'Final');
  if (!swiss || !final || !allFinished(final)) throw new Error('the season has no race fit to correct');

  await swapLeaders(admin, p, swiss);
  const [gold, silver] = await swapLeaders(admin, p, final);
  // The season's standings equal the rules applied to its corrected results.
  await p.checkStandings(year);
  await expectCareerPlaces(t, year);
  const fame = (await t.anonymous.get('/api/past-results')).json<PastResult[]>();
  const entry = fame.find((y) => y.tournamentYear === year);
  expect([entry?.gold.userId, entry?.silver.userId]).toEqual([silver, gold]);
  const seasons = (await t.anonymous.get('/api/seasons')).json<{ year: number; champion: { userId: string } }[]>();
  expect(seasons.find((season) => season.year === year)?.champion.userId).toBe(silver);
  expect(await readCurrentSeason(t)).toEqual(current);
  const audit = (await admin.get('/api/admin/audit?action=race.correct-results')).json<{ targetId: string }[]>();
  expect(JSON.stringify(audit)).toContain(final._id);
}
