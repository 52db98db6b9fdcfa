/**
 * What the server logs per request (see docs/operations.md):
 * - at `info` (the default): nothing for an ordinary answer; one line for a request that failed (5xx, or an error
 *   while sending) or took a second or more. The TLS proxy in front keeps the access log; a line per request here
 *   took 20 % more CPU per cached read under load, and is a synchronous write to standard output;
 * - at `debug`: also one line for every other request, when it completes (method, path, status, time, request id).
 * Fastify's default was two lines per request at `info` (arrival and completion).
 *
 * Never logged: cookies, the Authorization and X-XSRF-TOKEN headers, Set-Cookie, the query string of the
 * auth calls (OAuth codes and state), and a personal calendar feed's token. Requests are logged through the
 * serializers below, which write only the
 * fields they name.
 */
import { randomBytes } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Env } from '../env.ts';

/** A request taking at least this long is logged at `warn`, whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

const PERSONAL_FEED = /^\/api\/calendar\/u\/[^/?]*/;
/** The route whose path parameter is a secret: a personal calendar feed's token (rules §14). */
const PERSONAL_FEED_ROUTE = '/api/calendar/u/:file';
const REDACTED_FEED = '/api/calendar/u/[token]';

const decodedOrSelf = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Never log secrets: the OAuth calls carry codes and state in their query string, and a personal calendar feed's
 * path is its secret token (rules §14). Read percent-decoded, as the router reads it: `/api/calendar/%75/...`
 * reaches the feed too.
 */
export const redactedUrl = (url: string) => {
  const decoded = decodedOrSelf(url.split('?')[0] ?? url);
  if (decoded.startsWith('/auth/') || decoded.startsWith('/login')) return url.split('?')[0] ?? url;
  if (PERSONAL_FEED.test(decoded)) return url.replace(/^[^?]*/, REDACTED_FEED);
  return url;
};

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
}

/**
 * The URL a log line names (rules §27): by the route the request reached, not by its raw spelling, so that no
 * spelling of a secret path gets past the redaction; a request that reached no route by redactedUrl.
 */
export function loggedUrl(request: LoggedRequest): string {
  const route = request.routeOptions?.url;
  if (route === PERSONAL_FEED_ROUTE) return REDACTED_FEED;
  if (route?.startsWith('/auth/') || route?.startsWith('/login')) return route;
  return redactedUrl(request.url);
}

/** At most one line per request, written when it completes; none on arrival. */
class RequestLog extends LogController {
  override incomingRequest(): void {
    // Nothing on arrival: the completion line names the request.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    const fields = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(fields, 'request failed');
    else if (responseTime >= SLOW_REQUEST_MS) reply.log.warn(fields, 'slow request');
    else reply.log.debug(fields, 'request completed');
  }

  /**
   * A client that goes away mid-answer (a closed tab, a cancelled download) is ordinary traffic: at `debug` only
   * (rules §25); Fastify logged it at `info`. Other stream errors stay warnings.
   */
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.debug({ req: request, res: reply }, 'client went away');
    else
      reply.log.warn({ req: request, res: reply, err: error }, 'response terminated with an error after its headers');
  }
}

export function loggerOptions(
  env: Env,
  stream: NodeJS.WritableStream | undefined,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  // Request ids: unique across processes and restarts (a random prefix), cheap per request (a counter);
  // a UUID per request cost a call into the CSPRNG each time.
  const prefix = randomBytes(6).toString('base64url');
  let count = 0;
  const genReqId = () => `${prefix}-${(++count).toString(36)}`;
  if (env.LOG_LEVEL === 'silent') return { logger: false, genReqId };
  return {
    genReqId,
    logController: new RequestLog(),
    logger: {
      level: env.LOG_LEVEL,
      ...(stream ? { stream } : {}),
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
      ],
      serializers: {
        req: (req: LoggedRequest) => ({ method: req.method, url: loggedUrl(req) }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
  };
}
