/**
 * Bad input never answers 5xx and never changes stored data (rules §1): for every write route the
 * server registers, generated bad requests sent by an admin runner with a valid XSRF token always get
 * a 4xx `{error}` and leave every table exactly as it was.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../../src/http/access.ts';
import { createTestApp } from '../support/app.ts';
import { asParser, badRequests, type BadRequest } from './support/badInput.ts';
import { caseFor, fillUrl, isWrite } from './support/routeMatrix.ts';
import { errorOf, type Method } from './support/requests.ts';
import { changedTables, snapshotDatabase } from './support/snapshot.ts';
import { createWorld } from './support/world.ts';

const RUNS_PER_ROUTE = 25;

// The routes are only known once the server is built, so build it while collecting the tests.
const t = await createTestApp();
const world = await createWorld(t);
const writes = listRoutes(t.app).filter((route) => isWrite(route.method));
afterAll(async () => t.close());

describe('generated bad input on every write route', () => {
  it('has write routes to test', () => {
    expect(writes.length).toBeGreaterThan(5);
  });

  for (const route of writes) {
    it(`${route.method} ${route.url}: 4xx {error}, nothing changed`, async () => {
      const entry = caseFor(route.method, route.url);
      const paramCount = (route.url.match(/:[^/]+/g) ?? []).length;
      const params = entry?.params?.(world) ?? Array.from({ length: paramCount }, () => crypto.randomUUID());
      const arbitrary = badRequests({ params, body: entry?.body?.(world), bodySchema: asParser(route.schema.body) });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (bad: BadRequest) => {
          const before = await snapshotDatabase(t.db);
          // A string payload is sent byte for byte, with the chosen Content-Type.
          const answer = await world.admin.request(
            route.method as Method,
            fillUrl(route.url, bad.params),
            bad.payload,
            bad.contentType ? { 'content-type': bad.contentType } : {},
          );
          const changed = changedTables(before, await snapshotDatabase(t.db));
          const summary = `${bad.kind}: ${String(answer.statusCode)} ${answer.body.slice(0, 160)}`;
          expect(answer.statusCode, summary).toBeGreaterThanOrEqual(400);
          expect(answer.statusCode, summary).toBeLessThan(500);
          expect(errorOf(answer), summary).not.toBeNull();
          expect(changed, summary).toEqual([]);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
