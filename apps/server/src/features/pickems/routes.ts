import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the pickems feature.
export const pickemsRoutes: FastifyPluginAsyncZod = async () => {};
