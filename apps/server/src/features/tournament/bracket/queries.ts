/** GET /api/tournament/bracket (rules §17): the playoff rounds, group by group, with each group's race. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isSwissRound, ROUNDS } from '@pokered/core/rounds';
import type { Race } from '@pokered/core/schemas/races';
import type { PlayoffBracket } from '@pokered/core/schemas/tournament';
import type { Db } from '../../../db/client.ts';
import { groupMembers, groups, races } from '../../../db/schema.ts';
import { ANONYMOUS_VIEWER, findRaces } from '../../races/queries.ts';
import { loadUserRefs } from '../../users/queries.ts';
import { currentSeasonYear, type SeasonYear } from '../../../db/currentSeason.ts';

const PLAYOFF_ROUNDS = ROUNDS.filter((round) => !isSwissRound(round));

/**
 * The race that stands for a group: its completed race, else its active (not cancelled) one, else null. A
 * cancelled race is left out: it was never run.
 */
function groupRace(candidates: readonly Race[]): Race | null {
  const active = candidates.filter((race) => !race.cancelled);
  return active.find((race) => race.completed) ?? active[0] ?? null;
}

export async function loadPlayoffBracket(db: Db, year: SeasonYear = currentSeasonYear): Promise<PlayoffBracket> {
  const roundGroups = await db
    .select({ id: groups.id, round: groups.round, groupNumber: groups.groupNumber })
    .from(groups)
    .where(and(eq(groups.year, year), inArray(groups.round, PLAYOFF_ROUNDS)))
    .orderBy(asc(groups.groupNumber));
  const groupIds = roundGroups.map((group) => group.id);
  const [members, groupRaces] = await Promise.all([
    groupIds.length === 0
      ? []
      : db
          .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
          .from(groupMembers)
          .where(inArray(groupMembers.groupId, groupIds))
          .orderBy(asc(groupMembers.pot)),
    groupIds.length === 0 ? [] : findRaces(db, inArray(races.groupId, groupIds), 'soonest', ANONYMOUS_VIEWER, year),
  ]);
  const refs = await loadUserRefs(
    db,
    members.map((member) => member.userId),
    year,
  );
  return {
    rounds: PLAYOFF_ROUNDS.map((round) => ({
      round,
      groups: roundGroups
        .filter((group) => group.round === round)
        .map((group) => {
          const race = groupRace(groupRaces.filter((candidate) => candidate.groupId === group.id));
          const completed = race?.completed === true;
          return {
            groupNumber: group.groupNumber,
            members: members.flatMap((member) => {
              const ref = member.groupId === group.id ? refs.get(member.userId) : undefined;
              return ref ? [ref] : [];
            }),
            raceId: race?._id ?? null,
            placing: completed ? race.results : [],
            winner: completed ? race.winner : null,
          };
        }),
    })),
  };
}
