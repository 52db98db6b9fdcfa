/**
 * Compressed API answers (JSON is text: a race list shrinks about ten times). The built web app's files are
 * compressed once at build time and served as they are (see app.ts, `preCompressed`); this covers the answers
 * made per request. Brotli when the browser takes it (browsers send `br` over HTTPS only), else gzip.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Below this, compressing saves less than it costs (and a small body fits one packet anyway). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer with: none for a small body or a client that accepts neither. */
export function preferredEncoding(request: FastifyRequest, bytes: number): Encoding | null {
  if (bytes < MIN_BYTES) return null;
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Compressed off the event loop (zlib's thread pool); brotli quality 5 is about gzip's speed, and smaller. */
export function compressedBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body);
}

/**
 * Adds `name` to the answer's Vary header, keeping what is there: a rendered page varies with the cookie (who asks)
 * as well as the encoding, and a cache that lost `Cookie` could hand a visitor's page to a logged-in user.
 */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) return;
  void reply.header('vary', [...names, name].join(', '));
}

const compressible = (type: unknown) => typeof type === 'string' && /^(application\/json|text\/)/.test(type);

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !compressible(reply.getHeader('content-type'))) return payload;
    addVary(reply, 'accept-encoding');
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const encoding = preferredEncoding(request, body.length);
    if (!encoding) return payload;
    void reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressedBody(body, encoding);
  });
}
