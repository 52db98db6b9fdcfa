/** What an import of one year will create, read from a dump before anything is written (rules §40). */
import type { Bracket } from '@pokered/core/brackets';
import type { ResultStatus } from '@pokered/core/results';
import type { Round } from '@pokered/core/rounds';

/** Something the report names with its document: `bad` ones cannot be imported (refused, or skipped with --skip-bad). */
export interface Problem {
  collection: string;
  id: string;
  message: string;
  bad: boolean;
}

/** A person of the earlier site, by their old `_id`. */
export interface OldPerson {
  oldId: string;
  /** Their Discord username on the earlier site, as it was stored. */
  name: string;
  displayName: string;
  country: string | null;
  pronouns: string | null;
  avatarUrl: string | null;
  currentBracket: Bracket;
  storedPoints: number | null;
  /** The stored best time in ms; null for 'no time' (9,000,000 or 0). */
  storedBestMs: number | null;
}

export interface PlannedGroup {
  /** The old `_id`, or `round#number` for a group rebuilt from the races of an earlier year. */
  key: string;
  round: Round;
  groupNumber: number;
  bracket: Bracket | null;
  members: string[];
}

export interface PlannedResult {
  racer: string;
  status: ResultStatus;
  finishTimeMs: number;
  dnfOrder: number | null;
}

export interface PlannedRace {
  oldId: string;
  groupKey: string | null;
  round: Round;
  bracket: Bracket | null;
  raceDateTime: number;
  racers: string[];
  cancelled: boolean;
  completed: boolean;
  restreamPlanned: boolean;
  restreamChannel: string | null;
  restreamer: string | null;
  raceTimeId: string | null;
  commentators: string[];
  results: PlannedResult[];
}

export interface PlannedPickems {
  oldId: string;
  userId: string;
  selectedRunners: string[];
  ultraSelectedRunners: string[];
  selectedWinner: string | null;
  selectedBestTimeRunner: string | null;
  bestTimeMs: number | null;
  picks: { round: Round; groupKey: string; runner: string }[];
}

export interface FigureDifference {
  oldId: string;
  name: string;
  storedPoints: number | null;
  points: number;
  storedBestMs: number | null;
  bestMs: number | null;
}

export interface PlannedHallOfFame {
  spotlightVideos: string[];
  /** The stored names, used only when the year has no Final to place (its podium is recomputed otherwise). */
  names: { gold: string; silver: string; bronze: string };
}

export interface ImportPlan {
  year: number;
  /** The newest year the dump's races reach: its groups, Pickems and stored figures are that year's. */
  newestYear: number | null;
  counts: Record<string, number>;
  /** Races per collection and year, as found. */
  found: Record<string, Record<string, number>>;
  people: Map<string, OldPerson>;
  /** Entrants of the year with the bracket they ended in. */
  entrants: Map<string, Bracket | null>;
  groups: PlannedGroup[];
  races: PlannedRace[];
  pickems: PlannedPickems[];
  hallOfFame: PlannedHallOfFame | null;
  problems: Problem[];
  differences: FigureDifference[];
}
