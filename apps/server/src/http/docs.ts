/** The OpenAPI description of the API, generated from the routes' zod schemas, at GET /api/docs. */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pokemon Red Race Tournament API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
