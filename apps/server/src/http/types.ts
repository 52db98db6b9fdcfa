/** Fastify type augmentation: what every request and route carries in this app. */
import type {} from '@fastify/cookie';
import type { AnswerCache } from './answerCache.ts';
import type { RacetimeClient } from '../clients/racetime.ts';
import type { Database, Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { DataArea } from '../db/dataVersion.ts';

/** Who may call a route (rules §3). Every route must declare it next to its definition. */
export type Access = 'public' | 'user' | 'runner' | 'admin';

export interface SessionUser {
  id: string;
  discordUsername: string;
  displayName: string;
  globalName: string | null;
  avatarUrl: string | null;
  role: 'runner' | 'commentator';
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    env: Env;
    /** racetime.gg, read through its one client (rules §16). */
    racetime: RacetimeClient;
    /** The clock of racetime.gg reads and their once-a-minute claims (tests inject it: `racetimeWatch.now`). */
    racetimeNow: () => Date;
    /** The one cache of API answers and rendered pages, bounded by bytes (src/http/answerCache.ts). */
    answerCache: AnswerCache;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Write routes that must not count against the per-user write limit (none yet). */
    skipWriteLimit?: boolean;
    /** A read whose answer is kept per data version (src/http/readCache.ts): for everyone, or anonymous callers only. */
    cache?: 'shared' | 'anonymous';
    /**
     * With `cache`: the one spelling of a URL with a query whose answer is kept too (a head-to-head pair, rules §30).
     * Only 200 answers are kept, so one per pair of existing users, never one per made-up query.
     */
    cacheQuery?: RegExp;
    /**
     * The data areas the answer shows (src/http/dataReads.ts): its cached answer, and a page rendered from it, stay
     * valid while they are unchanged. Unset: every area.
     */
    reads?: readonly DataArea[];
    /**
     * Answers fetched by calendar apps, never by the site's pages (rules §14): no XSRF cookie. A cookie would be
     * thrown away by the app, and would make a public feed `private` to every shared cache (src/http/cacheHeaders.ts).
     */
    noXsrfCookie?: boolean;
  }
}
