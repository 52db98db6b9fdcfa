/**
 * The one place that maps errors to `{error}` answers (rules §1):
 * bad input never answers 5xx, a database outage answers 503.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';

const DB_DOWN = 'The database is unavailable right now. Please try again in a moment.';

/** Connection-level failures of pg / PGlite: the database, not the request, is at fault. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08003',
      '08006',
      '08001',
      '08004',
    ].includes(code)
  )
    return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|PGlite is closed/i.test(
    error.message,
  );
}

function pgCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ? pgCode(cause) : undefined;
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first.message ?? 'is invalid';
      return where ? `Invalid ${where}: ${message}` : `Invalid request: ${message}`;
    }
  }
  return `Invalid request: ${error.message}`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ error: describeValidation(error) });
    }
    if (isDatabaseUnavailable(error) || isDatabaseUnavailable((error as { cause?: unknown }).cause)) {
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      return reply.status(503).send({ error: DB_DOWN });
    }
    const code = pgCode(error);
    if (code === '23505')
      return reply.status(409).send({ error: 'That conflicts with something already saved. Reload and try again.' });
    if (code === '23503' || code === '22P02' || code === '22003') {
      return reply.status(400).send({ error: 'The request refers to something that does not exist.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const messages: Record<number, string> = {
        400: 'The request could not be read. Send valid JSON.',
        413: 'The request is too large.',
        415: 'Send the request as JSON (Content-Type: application/json).',
        429: 'Too many requests. Please wait a moment and try again.',
      };
      return reply.status(status).send({ error: messages[status] ?? error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again later.' });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0] ?? ''}` });
  });
}
