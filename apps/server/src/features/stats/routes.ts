import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the stats feature.
export const statsRoutes: FastifyPluginAsyncZod = async () => {};
