import { drawSchema } from '@pokered/core/schemas/draws';
import { authStatusResponse } from '@pokered/core/schemas/auth';
import { userRefSchema } from '@pokered/core/schemas/common';
import { groupSchema } from '@pokered/core/schemas/groups';
import { raceSchema } from '@pokered/core/schemas/races';
import { statsResponse } from '@pokered/core/schemas/stats';
import { roundChecklistResponse, standingsRow, tournamentRoundResponse } from '@pokered/core/schemas/tournament';
import { runnerListItem } from '@pokered/core/schemas/users';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from './api';
import {
  buildAuthStatus,
  buildChecklistGroup,
  buildDraw,
  buildGroup,
  buildRace,
  buildRoundChecklist,
  buildRunner,
  buildStandingsRow,
  buildStats,
  buildTournamentRound,
  buildUserRef,
} from './builders';

describe('test builders', () => {
  it.each([
    ['buildAuthStatus', authStatusResponse, buildAuthStatus()],
    ['buildUserRef', userRefSchema, buildUserRef()],
    ['buildRunner', runnerListItem, buildRunner()],
    ['buildRace', raceSchema, buildRace()],
    ['buildGroup', groupSchema, buildGroup()],
    ['buildTournamentRound', tournamentRoundResponse, buildTournamentRound()],
    ['buildStandingsRow', standingsRow, buildStandingsRow(1, 1)],
    ['buildStats', statsResponse, buildStats()],
    [
      'buildRoundChecklist',
      roundChecklistResponse,
      buildRoundChecklist({ groups: [buildChecklistGroup()], ungroupedRunners: [buildRunner()] }),
    ],
    ['buildDraw', drawSchema, buildDraw([[buildRunner()._id, buildRunner()._id]])],
  ] as const)('%s answers what its schema accepts', (_name, schema, value) => {
    expect(schema.safeParse(value).error).toBeUndefined();
  });
});

describe('mockApi', () => {
  it('answers by endpoint, exact paths before patterns, with the path parameters', async () => {
    const race = buildRace();
    mockApi({
      'GET /api/races/:raceId': ({ params }) => ({ ...race, _id: params.raceId ?? '', pairs: [] }),
      'GET /api/races/completed': () => [],
      'GET /api/tournament/round': () => apiError(503, 'The database is not answering.'),
    });
    expect(await (await fetch('/api/races/completed')).json()).toEqual([]);
    expect(await (await fetch(`/api/races/${race._id}?x=1`)).json()).toMatchObject({ _id: race._id });
    const failed = await fetch('/api/tournament/round');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: 'The database is not answering.' });
    expect((await fetch('/api/unknown')).status).toBe(404);
  });

  it('fails a mock whose answer breaks the contract', async () => {
    // Types allow any string as `round`'s value here only through a cast: the schema still refuses it.
    mockApi({ 'GET /api/tournament/round': () => buildTournamentRound({ currentRound: 'Round 9' as 'Round 1' }) });
    await expect(fetch('/api/tournament/round')).rejects.toThrow(/breaks the contract/);
  });
});
