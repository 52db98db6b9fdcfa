/**
 * What a public read shows, by data area (src/db/dataVersion.ts, docs/decisions/018-versions-per-area.md). A route
 * names its areas in `config.reads`; its cached answer, and every page the renderer draws from it, stays valid while
 * those areas are unchanged. A route that names none counts as reading every area: forgetting costs renders, never
 * a stale answer. A set may say more than the route reads (a render too many), never less (a stale page).
 */
import { DATA_AREAS, type DataArea } from '../db/dataVersion.ts';

/**
 * The tournament's record as every list shows it: who (names, brackets, points; never pronouns or avatars), the
 * groups, the races and their results, and the round. Standings, bracket, race lists, groups.
 */
export const TOURNAMENT_RECORD: readonly DataArea[] = ['users', 'tournament', 'groups', 'races', 'results'];

/** The Pickems views: the record they score plus the picks. */
export const PICKEMS_VIEWS: readonly DataArea[] = [...TOURNAMENT_RECORD, 'pickems'];

/** The statistics and past results: the record plus the hall of fame of past years. */
export const RECORD_AND_HISTORY: readonly DataArea[] = [...TOURNAMENT_RECORD, 'hall_of_fame'];

/** The group draws: the draws, the groups they made, the runners they name, the round. */
export const DRAWS: readonly DataArea[] = ['draws', 'groups', 'users', 'tournament'];

/** A season's settings (rules §33): the settings, and the tournament row that names the current season. */
export const SEASON_SETTINGS: readonly DataArea[] = ['seasons', 'tournament'];

/** The seasons (rules §34): each with its entrants (users area), counted races, results and champion. */
export const SEASON_LIST: readonly DataArea[] = [...RECORD_AND_HISTORY, 'seasons'];

/** A read without a declaration: everything. */
export const EVERYTHING: readonly DataArea[] = DATA_AREAS;

/** What a route reads: what it declared, else everything. */
export const readsOf = (declared: readonly DataArea[] | undefined): readonly DataArea[] => declared ?? EVERYTHING;
