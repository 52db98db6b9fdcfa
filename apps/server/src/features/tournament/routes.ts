/** Tournament state, standings, exhibition results and round end (rules §4, §8, §9), HTTP only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '@pokered/core/schemas/common';
import {
  endRoundRequest,
  exhibitionResponse,
  roundChecklistResponse,
  standingsResponse,
  tournamentRoundResponse,
} from '@pokered/core/schemas/tournament';
import { requireUser } from '../../http/access.ts';
import { findRaces, viewerOf } from '../races/queries.ts';
import { endRound } from './mutations.ts';
import { exhibitionRacesWhere, loadRoundChecklist, loadRoundInfo, loadStandings } from './queries.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tournament/round',
    { config: { access: 'public' }, schema: { response: { 200: tournamentRoundResponse } } },
    async () => loadRoundInfo(app.db, nowSeconds()),
  );

  app.get(
    '/tournament/standings',
    { config: { access: 'public', cache: 'shared' }, schema: { response: { 200: standingsResponse } } },
    async () => loadStandings(app.db),
  );

  app.get(
    '/tournament/exhibition',
    { config: { access: 'public', cache: 'anonymous' }, schema: { response: { 200: exhibitionResponse } } },
    async (request) => findRaces(app.db, exhibitionRacesWhere, 'soonest', viewerOf(request.user)),
  );

  app.get(
    '/admin/round-checklist',
    { config: { access: 'admin' }, schema: { response: { 200: roundChecklistResponse } } },
    async () => loadRoundChecklist(app.db, nowSeconds()),
  );

  app.post(
    '/tournament/end-round',
    { config: { access: 'admin' }, schema: { body: endRoundRequest, response: { 200: messageResponse } } },
    async (request) => endRound(app.db, requireUser(request).id),
  );
};
