import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the groups feature.
export const groupsRoutes: FastifyPluginAsyncZod = async () => {};
