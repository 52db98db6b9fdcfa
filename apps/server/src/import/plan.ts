/**
 * An import of one year, planned from the dump alone (rules §40): what will be created, every problem with its
 * document, and the runners whose stored figures differ from those the rules give (rules §7: recomputed from the
 * results, never copied: the earlier site added up points at each recording, so a re-recorded race counted twice).
 */
import type { Bracket } from '@pokered/core/brackets';
import { ROUNDS } from '@pokered/core/rounds';
import { computeRunnerFigures, EMPTY_FIGURES } from '@pokered/core/scoring';
import { numberOf, textOf } from './fields.ts';
import { linkRaces, planStoredGroups, rebuildGroups } from './planGroups.ts';
import { planPeople } from './planPeople.ts';
import { planPickems } from './planPickems.ts';
import { planRaces, raceYears } from './planRaces.ts';
import type {
  FigureDifference,
  ImportPlan,
  PlannedGroup,
  PlannedHallOfFame,
  PlannedRace,
  Problem,
} from './planTypes.ts';
import type { Dump, RawDocument } from './readDump.ts';

function newestYearOf(found: ImportPlan['found']): number | null {
  const years = Object.values(found)
    .flatMap((byYear) => Object.keys(byYear))
    .map(Number)
    .filter(Number.isInteger);
  return years.length === 0 ? null : Math.max(...years);
}

function medalName(value: unknown): string {
  const name = value !== null && typeof value === 'object' ? textOf((value as RawDocument).name) : null;
  return name?.trim() ?? '';
}

function planHallOfFame(docs: readonly RawDocument[], year: number): PlannedHallOfFame | null {
  const doc = docs.find((entry) => numberOf(entry.tournamentYear) === year);
  if (!doc) return null;
  const videos = Array.isArray(doc.spotlightVideos) ? (doc.spotlightVideos as unknown[]) : [];
  return {
    spotlightVideos: videos.filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url)),
    names: { gold: medalName(doc.gold), silver: medalName(doc.silver), bronze: medalName(doc.bronze) },
  };
}

/** Every runner of the year with the bracket they ended it in. */
function planEntrants(
  plan: Pick<ImportPlan, 'people'>,
  groups: readonly PlannedGroup[],
  races: readonly PlannedRace[],
  newest: boolean,
): Map<string, Bracket | null> {
  const last = new Map<string, { round: number; bracket: Bracket | null }>();
  const note = (id: string, round: number, bracket: Bracket | null) => {
    const seen = last.get(id);
    if (!seen || seen.round <= round) last.set(id, { round, bracket: bracket ?? seen?.bracket ?? null });
  };
  for (const group of groups) group.members.forEach((id) => note(id, ROUNDS.indexOf(group.round), group.bracket));
  for (const race of races) race.racers.forEach((id) => note(id, ROUNDS.indexOf(race.round), race.bracket));
  const entrants = new Map<string, Bracket | null>();
  for (const [id, seen] of last) {
    // The users' own bracket is the newest year's; an earlier year's is where its last group left them.
    entrants.set(id, newest ? (plan.people.get(id)?.currentBracket ?? seen.bracket) : seen.bracket);
  }
  return entrants;
}

export function planImport(dump: Dump, year: number): ImportPlan {
  const problems: Problem[] = [];
  const { collections } = dump;
  const counts = Object.fromEntries([...collections].map(([name, docs]) => [name, docs.length]));
  const people = planPeople(collections.get('users') ?? [], problems);
  const found = raceYears(collections);
  const newestYear = newestYearOf(found);
  const newest = newestYear === year;
  const planned = planRaces(collections, year, people, problems);
  const groups =
    newest && collections.has('groups')
      ? planStoredGroups(collections.get('groups') ?? [], people, problems)
      : rebuildGroups(planned);
  const races = linkRaces(groups, planned, problems);
  const pickemsDocs = collections.get('pickems') ?? [];
  const pickems = newest ? planPickems(pickemsDocs, people, groups, problems) : [];
  if (!newest && pickemsDocs.length > 0)
    problems.push({
      collection: 'pickems',
      id: 'all',
      message: `The Pickems records are the ${String(newestYear)} season's: none is imported into ${String(year)}.`,
      bad: false,
    });
  const entrants = planEntrants({ people }, groups, races, newest);
  const figures = computeRunnerFigures(
    races
      .filter((race) => race.completed && !race.cancelled)
      .map((race) => ({ round: race.round, bracket: race.bracket, results: race.results })),
  );
  const differences: FigureDifference[] = [];
  if (newest) {
    for (const id of entrants.keys()) {
      const person = people.get(id);
      if (!person) continue;
      const mine = figures.get(id) ?? EMPTY_FIGURES;
      const best = mine.bestTournamentTimeMilliseconds;
      if ((person.storedPoints ?? 0) !== mine.points || person.storedBestMs !== best)
        differences.push({
          oldId: id,
          name: person.name,
          storedPoints: person.storedPoints,
          points: mine.points,
          storedBestMs: person.storedBestMs,
          bestMs: best,
        });
    }
  }
  return {
    year,
    newestYear,
    counts,
    found,
    people,
    entrants,
    groups,
    races,
    pickems,
    hallOfFame: planHallOfFame(collections.get('pastresults') ?? [], year),
    problems,
    differences,
  };
}

/** The old ids of everyone the plan's rows name: only they become people of this site. */
export function namedPeople(plan: ImportPlan): Set<string> {
  const ids = new Set<string>(plan.entrants.keys());
  for (const group of plan.groups) group.members.forEach((id) => ids.add(id));
  for (const race of plan.races) {
    race.racers.forEach((id) => ids.add(id));
    race.commentators.forEach((id) => ids.add(id));
    if (race.restreamer) ids.add(race.restreamer);
  }
  for (const record of plan.pickems) {
    ids.add(record.userId);
    [...record.selectedRunners, ...record.ultraSelectedRunners].forEach((id) => ids.add(id));
    if (record.selectedWinner) ids.add(record.selectedWinner);
    if (record.selectedBestTimeRunner) ids.add(record.selectedBestTimeRunner);
    record.picks.forEach((pick) => ids.add(pick.runner));
  }
  return ids;
}
