/**
 * The one place that maps errors to `{error}` answers (rules §1):
 * bad input never answers 5xx, a database outage answers 503.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCode } from '../db/errors.ts';
import { loggableError } from './errorLog.ts';
import { HttpError } from './errors.ts';

const DB_DOWN = 'The database is unavailable right now. Please try again in a moment.';

/**
 * Connection-level failures of pg / PGlite, and a database too loaded to answer in time (pg's `query_timeout`,
 * PostgreSQL's 57014 statement timeout): the database, not the request, is at fault.
 */
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
      '57014',
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
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|PGlite is closed|Query read timeout/i.test(
    error.message,
  );
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
    // Classified by where the error came from (rules §27): Fastify gives a 4xx status to the errors of reading the
    // request (a client that aborts its upload fails with ECONNRESET, which is no database outage); a database error
    // carries none. Only then may a connection-level code mean the database is down.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Nobody is left to answer; at debug, for whoever looks for it (docs/operations.md §4).
      if (error.code === 'ECONNRESET') request.log.debug({ req: request }, 'client aborted the request');
      const messages: Record<number, string> = {
        400: 'The request could not be read. Send valid JSON.',
        413: 'The request is too large.',
        415: 'Send the request as JSON (Content-Type: application/json).',
        429: 'Too many requests. Please wait a moment and try again.',
      };
      return reply.status(status).send({ error: messages[status] ?? error.message });
    }
    if (isDatabaseUnavailable(error) || isDatabaseUnavailable((error as { cause?: unknown }).cause)) {
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      return reply.status(503).send({ error: DB_DOWN });
    }
    const code = errorCode(error);
    if (code === '23505')
      return reply.status(409).send({ error: 'That conflicts with something already saved. Reload and try again.' });
    if (code === '23503')
      return reply.status(400).send({ error: 'The request refers to something that does not exist.' });
    // Class 22 "data exception": a value the database cannot take (out of range, malformed, a NUL byte...). The
    // schemas refuse such input first; this keeps anything they miss a 400, not a 500 (rules §1).
    if (code !== undefined && /^22[0-9A-Z]{3}$/.test(code))
      return reply.status(400).send({ error: 'The request holds a value that is out of range or cannot be stored.' });
    // Without the request's values: no bound parameters, no row details (src/http/errorLog.ts). Not under `err`:
    // pino's error serializer would fold the causes' messages back into one text and drop the codes.
    request.log.error({ error: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again later.' });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0] ?? ''}` });
  });
}
