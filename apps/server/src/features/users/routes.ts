/** Users (rules §11, §25): the runners list and the admin Add User and Edit User calls. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageResponse } from '@pokered/core/schemas/common';
import { discordUsernameParams } from '@pokered/core/schemas/profile';
import { addUserRequest, adminUserResponse, runnersResponse } from '@pokered/core/schemas/users';
import { requireUser } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { addUser, editUser, setWithdrawn } from './mutations.ts';
import { findAdminUser, listRunners } from './queries.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The contract spells it with a trailing slash (rules §11); the bare path answers the same.
  for (const url of ['/runners/', '/runners']) {
    app.get(
      url,
      {
        config: { access: 'public', cache: 'shared', reads: ['users'] },
        schema: { response: { 200: runnersResponse } },
      },
      async () => listRunners(app.db),
    );
  }

  app.post(
    '/admin/add-user',
    { config: { access: 'admin' }, schema: { body: addUserRequest, response: { 200: messageResponse } } },
    async (request) => addUser(app.db, requireUser(request).id, request.body),
  );
  app.post(
    '/admin/edit-user',
    { config: { access: 'admin' }, schema: { body: addUserRequest, response: { 200: messageResponse } } },
    async (request) => editUser(app.db, requireUser(request).id, request.body),
  );
  app.get(
    '/admin/users/:discordUsername',
    {
      config: { access: 'admin' },
      schema: { params: discordUsernameParams, response: { 200: adminUserResponse } },
    },
    async (request) => {
      const user = await findAdminUser(app.db, request.params.discordUsername);
      if (!user) throw notFound('No user found with that Discord username.');
      return user;
    },
  );
  // rules §8: withdrawal and reinstatement, audited.
  for (const [action, withdrawn] of [
    ['withdraw', true],
    ['reinstate', false],
  ] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      { config: { access: 'admin' }, schema: { params: idParams, response: { 200: messageResponse } } },
      async (request) => setWithdrawn(app.db, requireUser(request).id, request.params.id, withdrawn),
    );
  }
};
