import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the races feature.
export const racesRoutes: FastifyPluginAsyncZod = async () => {};
