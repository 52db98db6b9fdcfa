/** Every API feature, mounted under /api. Each feature folder owns its routes, queries and mutations. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRoutes } from './audit/routes.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { drawsRoutes } from './draws/routes.ts';
import { groupsRoutes } from './groups/routes.ts';
import { hallOfFameRoutes } from './hallOfFame/routes.ts';
import { identityRoutes } from './identity/routes.ts';
import { notificationsRoutes } from './notifications/routes.ts';
import { pickemsRoutes } from './pickems/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { racesRoutes } from './races/routes.ts';
import { racetimeRoutes } from './racetime/routes.ts';
import { resultsRoutes } from './results/routes.ts';
import { statsRoutes } from './stats/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { tournamentRoutes } from './tournament/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { groupRaceRoutes } from './groupRace/routes.ts';

export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(systemRoutes);
  await app.register(usersRoutes);
  await app.register(identityRoutes);
  await app.register(profileRoutes);
  await app.register(groupsRoutes);
  await app.register(drawsRoutes);
  await app.register(racesRoutes);
  await app.register(racetimeRoutes);
  await app.register(resultsRoutes);
  await app.register(tournamentRoutes);
  await app.register(pickemsRoutes);
  await app.register(statsRoutes);
  await app.register(auditRoutes);
  await app.register(hallOfFameRoutes);
  await app.register(calendarRoutes);
  await app.register(notificationsRoutes);
  await app.register(groupRaceRoutes);
};
