/** The group draw (rules §13), HTTP only: every rule lives in packages/core/draw.ts and ./mutations.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageResponse } from '@pokered/core/schemas/common';
import { createDrawRequest, drawListResponse, drawSchema, editDrawRequest } from '@pokered/core/schemas/draws';
import { requireUser } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { confirmDraw, createDraft, dropDraft, editDraft } from './mutations.ts';
import { findDraw, listDraws } from './queries.ts';
import { DRAWS } from '../../http/dataReads.ts';

const NOT_FOUND = 'No draw found with that id.';

export const drawsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/draws',
    { config: { access: 'admin' }, schema: { body: createDrawRequest, response: { 201: drawSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createDraft(app.db, requireUser(request).id, request.body.order)),
  );

  app.put(
    '/admin/draws/:id',
    { config: { access: 'admin' }, schema: { params: idParams, body: editDrawRequest, response: { 200: drawSchema } } },
    async (request) => editDraft(app.db, requireUser(request).id, request.params.id, request.body.groups),
  );

  app.post(
    '/admin/draws/:id/confirm',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: drawSchema } } },
    async (request) => confirmDraw(app.db, requireUser(request).id, request.params.id),
  );

  app.delete(
    '/admin/draws/:id',
    { config: { access: 'admin' }, schema: { params: idParams, response: { 200: messageResponse } } },
    async (request) => dropDraft(app.db, requireUser(request).id, request.params.id),
  );

  // Public: every draw (rules §28). Admins also see open drafts' groups, so only anonymous answers are cached.
  app.get(
    '/draws',
    { config: { access: 'public', cache: 'anonymous', reads: DRAWS }, schema: { response: { 200: drawListResponse } } },
    async (request) => listDraws(app.db, request.user?.isAdmin === true),
  );

  app.get(
    '/draws/:id',
    { config: { access: 'public', reads: DRAWS }, schema: { params: idParams, response: { 200: drawSchema } } },
    async (request) => {
      const draw = await findDraw(app.db, request.params.id, request.user?.isAdmin === true);
      if (!draw) throw notFound(NOT_FOUND);
      return draw;
    },
  );
};
