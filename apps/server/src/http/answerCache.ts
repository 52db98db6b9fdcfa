/**
 * The one cache of built answers (docs/decisions/015-one-cache.md): the API's cached reads (src/http/readCache.ts)
 * and the server-rendered pages (src/web/pages.ts) share one least-recently-used cache (`lru-cache`) bounded by
 * bytes (`CACHE_MAX_MB`). When a new answer does not fit, the answers read longest ago leave one by one, so every
 * page and answer that is read more often than the bound turns over stays warm: there is no count cap and no wipe.
 *
 * An entry's size is what it holds: its body, the compressed copies made so far (counted when each is made) and a
 * fixed overhead for its key, headers and bookkeeping, so that many small answers count too. Entries are kept per
 * data version: a lookup under another version, or after the entry's expiry, drops it (its bytes go at once).
 *
 * Owned by the app (`app.answerCache`, decorated once per app in src/app.ts): tests build apps side by side.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressedBody, preferredEncoding, type Encoding } from './compression.ts';

/** What an entry costs besides its bytes: the key, the ETag and type, the objects around them. */
export const ENTRY_OVERHEAD_BYTES = 512;

export interface CachedAnswer {
  /**
   * The version of what it read (src/db/dataVersion.ts `versionOf`): the tokens of its data areas when it was built.
   * Under any other it is stale.
   */
  version: string;
  /** A page's data areas (the API routes its render read), to compute its version now; an API answer's are its route's. */
  reads?: readonly string[];
  /** When a page's render started: a page is rendered again at most once per interval (src/web/pageFreshness.ts). */
  renderedAt?: number;
  /** When this process first saw a page's versions move: it is served stale for a bounded time after (ibid.). */
  staleSince?: number;
  /** Milliseconds since the epoch after which it is rebuilt: a page's texts relative to now. */
  expiresAt: number;
  body: Buffer;
  /** Its Content-Type as its route set it: JSON, HTML, or a calendar feed's text/calendar (rules §14). */
  type: string;
  etag: string;
  /** Compressed copies, made on first demand per encoding. */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** The bytes of the compressed copies made so far: part of the entry's size. */
  encodedBytes: number;
}

export interface NewAnswer {
  version: string;
  reads?: readonly string[];
  renderedAt?: number;
  expiresAt: number;
  body: Buffer;
  type: string;
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag);
}

/** An answer ready to send, kept or not (one built while a write committed is sent to its asker only). */
export function answerOf(answer: NewAnswer): CachedAnswer {
  const etag = `"${createHash('sha1').update(answer.body).digest('base64url')}"`;
  return { ...answer, etag, encoded: new Map(), encodedBytes: 0 };
}

export class AnswerCache {
  readonly #entries: LRUCache<string, CachedAnswer>;

  constructor(maxBytes: number) {
    this.#entries = new LRUCache<string, CachedAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.body.length + entry.encodedBytes + key.length + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** The bytes held now (bodies, compressed copies and overheads): never above the bound. */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** The entry kept under `key` for `version` and not expired, now the most recently used; a stale one is dropped. */
  fresh(key: string, version: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version === version && entry.expiresAt > Date.now()) return entry;
    this.#entries.delete(key);
    return undefined;
  }

  /** The entry kept under `key` whatever its versions, now the most recently used (a page may be served stale). */
  lookup(key: string): CachedAnswer | undefined {
    return this.#entries.get(key);
  }

  /** Drops the entry kept under `key`, freeing its bytes at once. */
  drop(key: string): void {
    this.#entries.delete(key);
  }

  /** Keeps an answer (unless alone it is over the bound: then it is only sent), evicting the least recently used. */
  keep(key: string, answer: NewAnswer): CachedAnswer {
    const entry = answerOf(answer);
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * Sends a kept answer with its ETag (304 when the browser holds it), compressed when the browser takes it. The
   * caller sets any other header first (a page's Cache-Control and Vary).
   */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, entry: CachedAnswer): Promise<FastifyReply> {
    void reply.header('etag', entry.etag);
    if (matchesEtag(request, entry.etag)) return reply.status(304).send();
    void reply.header('content-type', entry.type);
    const encoding = preferredEncoding(request, entry.body.length);
    if (!encoding) return reply.send(entry.body);
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = compressedBody(entry.body, encoding);
      entry.encoded.set(encoding, encoded);
      void encoded.then(
        (copy) => this.#grow(key, entry, copy.length),
        // The request that asked for it answers the failure (src/http/errorHandler.ts); nothing was kept.
        () => entry.encoded.delete(encoding),
      );
    }
    void reply.header('content-encoding', encoding);
    return reply.send(await encoded);
  }

  /** Counts a compressed copy in its entry's size (lru-cache measures a value when it is set). */
  #grow(key: string, entry: CachedAnswer, bytes: number): void {
    entry.encodedBytes += bytes;
    if (this.#entries.peek(key) !== entry) return;
    // Setting the same value again keeps its old size: taken out and put back, it is measured anew.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }
}

/** One cache per app, bounded by `maxBytes`. */
export function registerAnswerCache(app: FastifyInstance, maxBytes: number): void {
  app.decorate('answerCache', new AnswerCache(maxBytes));
}
