/** Admin → Imported people (rules §40): list, confirm (the likely match or another user), keep apart. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmImportedPersonRequest,
  importedPeopleResponse,
  importedPersonDecision,
  importedPersonParams,
} from '@pokered/core/schemas/importedPeople';
import { requireUser } from '../../http/access.ts';
import { confirmImportedPerson, keepImportedPersonApart } from './mutations.ts';
import { listImportedPeople } from './queries.ts';

export const importedPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/imported-people',
    { config: { access: 'admin' }, schema: { response: { 200: importedPeopleResponse } } },
    async () => listImportedPeople(app.db),
  );

  app.post(
    '/admin/imported-people/:id/confirm',
    {
      config: { access: 'admin' },
      schema: {
        params: importedPersonParams,
        body: confirmImportedPersonRequest,
        response: { 200: importedPersonDecision },
      },
    },
    async (request) => confirmImportedPerson(app.db, requireUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/admin/imported-people/:id/keep-apart',
    {
      config: { access: 'admin' },
      schema: { params: importedPersonParams, response: { 200: importedPersonDecision } },
    },
    async (request) => keepImportedPersonApart(app.db, requireUser(request).id, request.params.id),
  );
};
