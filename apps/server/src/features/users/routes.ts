import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the users feature.
export const usersRoutes: FastifyPluginAsyncZod = async () => {};
