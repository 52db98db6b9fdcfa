import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Filled in by the audit feature.
export const auditRoutes: FastifyPluginAsyncZod = async () => {};
