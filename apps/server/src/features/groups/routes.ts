/** Groups (rules §5), HTTP only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createGroupFields,
  createGroupResponse,
  currentGroupResponse,
  groupCountResponse,
  groupsResponse,
} from '@pokered/core/schemas/groups';
import { requireUser } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { readSeasonStage, readTournament } from '../tournament/state.ts';
import { createGroup } from './mutations.ts';
import { countRoundGroups, findGroupOf, listAllGroups } from './queries.ts';
import { TOURNAMENT_RECORD } from '../../http/dataReads.ts';
import { oneSeasonSpelling, resolveSeason } from '../../http/season.ts';
import { seasonQuery } from '@pokered/core/schemas/seasons';

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/groups',
    {
      config: {
        access: 'public',
        cache: 'shared',
        cacheQuery: oneSeasonSpelling('/api/groups'),
        reads: TOURNAMENT_RECORD,
      },
      schema: { querystring: seasonQuery, response: { 200: groupsResponse } },
    },
    async (request) => {
      const season = await resolveSeason(app.db, request.query.season);
      const [stage, seasonGroups] = await Promise.all([
        readSeasonStage(app.db, season),
        listAllGroups(app.db, season.year),
      ]);
      return { currentRound: stage, groups: seasonGroups };
    },
  );

  app.post(
    '/groups',
    { config: { access: 'admin' }, schema: { body: createGroupFields, response: { 201: createGroupResponse } } },
    async (request, reply) => reply.status(201).send(await createGroup(app.db, requireUser(request).id, request.body)),
  );

  app.get(
    '/groups/count',
    {
      config: { access: 'public', cache: 'shared', reads: TOURNAMENT_RECORD },
      schema: { response: { 200: groupCountResponse } },
    },
    async () => {
      const { stage } = await readTournament(app.db);
      return { count: stage === 'completed' ? 0 : await countRoundGroups(app.db, stage) };
    },
  );

  app.get(
    '/groups/user/current',
    { config: { access: 'runner' }, schema: { response: { 200: currentGroupResponse } } },
    async (request) => {
      const { stage } = await readTournament(app.db);
      const group = stage === 'completed' ? null : await findGroupOf(app.db, requireUser(request).id, stage);
      if (!group) throw notFound('You are not in a group this round.');
      return group;
    },
  );
};
