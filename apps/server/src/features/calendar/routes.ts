/**
 * Calendars (rules §14), HTTP only. The public feeds are read-cached per data version (src/http/readCache.ts: one
 * answer per route, the same for everyone); a one-race file and a personal feed are built per request (a path
 * parameter is never a cache key, and a reset token must answer 404 at once).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarUrlResponse, raceFileParams, tokenFileParams } from '@pokered/core/schemas/calendar';
import { requireUser } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { calendarTokenOf, resetCalendarToken } from './mutations.ts';
import {
  CALENDAR_TYPE,
  calendarTokenOwner,
  personalFeedRaces,
  publicFeedRaces,
  raceRowById,
  writeCalendar,
  type PublicFeed,
} from './queries.ts';

/** Public feeds and one-race files: kept 5 minutes (src/http/cacheHeaders.ts adds `private` for a caller with cookies). */
const PUBLIC_CACHE = 'max-age=300';
/** A personal feed's URL is a secret: no shared cache keeps it, and a reset takes effect at the next ask. */
const PERSONAL_CACHE = 'private, no-cache';

function sendCalendar(reply: FastifyReply, body: string, cacheControl: string, filename?: string): FastifyReply {
  void reply.header('content-type', CALENDAR_TYPE).header('cache-control', cacheControl);
  if (filename) void reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(body);
}

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedUrl = (token: string) => `${app.env.publicUrl}/api/calendar/u/${token}.ics`;

  for (const feed of ['races', 'restreams'] satisfies PublicFeed[]) {
    app.get(
      `/calendar/${feed}.ics`,
      {
        config: { access: 'public', cache: 'shared', noXsrfCookie: true },
        // Set before the read cache answers (a preHandler), so a cached answer carries it too.
        onRequest: async (_request, reply) => {
          void reply.header('cache-control', PUBLIC_CACHE);
        },
      },
      async (_request, reply) =>
        sendCalendar(
          reply,
          await writeCalendar(app.db, await publicFeedRaces(app.db, feed), feed, app.env.publicUrl),
          PUBLIC_CACHE,
        ),
    );
  }

  app.get(
    '/calendar/race/:file',
    { config: { access: 'public', noXsrfCookie: true }, schema: { params: raceFileParams } },
    async (request, reply) => {
      const id = request.params.file;
      const row = await raceRowById(app.db, id);
      if (!row) throw notFound('Race not found.');
      const body = await writeCalendar(app.db, [row], 'race', app.env.publicUrl);
      return sendCalendar(reply, body, PUBLIC_CACHE, `race-${id}.ics`);
    },
  );

  app.get(
    '/calendar/u/:file',
    { config: { access: 'public', noXsrfCookie: true }, schema: { params: tokenFileParams } },
    async (request, reply) => {
      const owner = await calendarTokenOwner(app.db, request.params.file);
      if (!owner) throw notFound('No calendar at this address: its owner may have reset it. Ask them for the new one.');
      const body = await writeCalendar(app.db, await personalFeedRaces(app.db, owner), 'personal', app.env.publicUrl);
      return sendCalendar(reply, body, PERSONAL_CACHE);
    },
  );

  app.get(
    '/user/calendar',
    { config: { access: 'user' }, schema: { response: { 200: calendarUrlResponse } } },
    async (request) => ({
      url: feedUrl(await calendarTokenOf(app.db, requireUser(request).id, app.env.sessionSecret)),
    }),
  );

  app.post(
    '/user/calendar/reset',
    { config: { access: 'user' }, schema: { response: { 200: calendarUrlResponse } } },
    async (request) => ({
      url: feedUrl(await resetCalendarToken(app.db, requireUser(request).id, app.env.sessionSecret)),
    }),
  );
};
