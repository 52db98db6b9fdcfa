/**
 * The permission matrix (rules §3), over every route the server registers: none lacks a declared
 * access, the declared access is the contract's, anonymous callers of guarded routes get 401 and
 * callers without the right get 403 — and a refused call changes no row of any table.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, registerAccessControl, type RouteEntry } from '../../src/http/access.ts';
import { createTestApp, type Client, type TestApp } from '../support/app.ts';
import { caseFor, matrixEntryKey, routeKey, routeMatrix } from './support/routeMatrix.ts';
import { describeAnswer, errorOf, plannedRequest, send } from './support/requests.ts';
import { changedTables, snapshotDatabase } from './support/snapshot.ts';
import { createWorld, type World } from './support/world.ts';

const ACCESS_LEVELS = ['public', 'user', 'runner', 'admin'];

describe('permission matrix over every registered route', () => {
  let t: TestApp;
  let world: World;
  let routes: readonly RouteEntry[];

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t);
    routes = listRoutes(t.app);
  });
  afterAll(async () => t.close());

  it('sees the routes the server registered', () => {
    // Guards the tests below against walking an empty list.
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /auth-status']),
    );
  });

  it('refuses to start when a route declares no access', async () => {
    const bare = Fastify();
    registerAccessControl(bare);
    await expect(
      (async () => {
        bare.get('/undeclared', async () => 'hi');
        await bare.ready();
      })(),
    ).rejects.toThrow(/declares no config.access/);
    await bare.close();
  });

  it('every registered route declares one of the four access levels', () => {
    const undeclared = routes.filter((r) => !ACCESS_LEVELS.includes(r.access)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every registered route has a case in the matrix (a new route must be added to routeMatrix.ts)', () => {
    const uncovered = routes.filter((r) => !caseFor(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(uncovered).toEqual([]);
  });

  it('every route of the contract is registered', () => {
    const registered = new Set(routes.map((r) => routeKey(r.method, r.url)));
    const missing = Object.keys(routeMatrix).filter((entry) => !registered.has(matrixEntryKey(entry)));
    expect(missing).toEqual([]);
  });

  it('every route declares the access rules §3 gives it', () => {
    const wrong = routes.flatMap((r) => {
      const expected = caseFor(r.method, r.url)?.access;
      return expected && expected !== r.access
        ? [`${r.method} ${r.url}: declares ${r.access}, rules say ${expected}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('everything under /api/admin is admin-only, whether or not the matrix knows it yet', () => {
    const open = routes
      .filter((r) => r.url.startsWith('/api/admin') && r.access !== 'admin')
      .map((r) => `${r.method} ${r.url}: ${r.access}`);
    expect(open).toEqual([]);
  });

  /** Sends `planned` as `caller`, expects `status` with an `{error}` body and no change to any table. */
  async function expectRefusal(
    caller: Client,
    route: RouteEntry,
    status: 401 | 403,
    problems: string[],
  ): Promise<void> {
    const planned = plannedRequest(route, world);
    const before = await snapshotDatabase(t.db);
    const response = await send(caller, planned);
    if (response.statusCode !== status || errorOf(response) === null)
      problems.push(describeAnswer(planned.label, response, `${String(status)} {error}`));
    const changed = changedTables(before, await snapshotDatabase(t.db));
    if (changed.length > 0) problems.push(`${planned.label}: a refused call changed ${changed.join(', ')}`);
  }

  it('answers 401 {error} to anonymous callers of every non-public route, changing nothing', async () => {
    const guarded = routes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of guarded) await expectRefusal(t.anonymous, route, 401, problems);
    expect(problems).toEqual([]);
  });

  it('answers 403 {error} to a commentator on runner routes and to a non-admin runner on admin routes, changing nothing', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (route.access === 'runner') await expectRefusal(world.commentator, route, 403, problems);
      if (route.access === 'admin') {
        await expectRefusal(world.runner, route, 403, problems);
        await expectRefusal(world.commentator, route, 403, problems);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets anyone read the public GET routes (no 401/403/5xx for an anonymous caller)', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.access === 'public' && r.method === 'GET')) {
      const planned = plannedRequest(route, world);
      const response = await send(t.anonymous, planned);
      const expected = caseFor(route.method, route.url)?.anonymousStatus;
      const ok =
        expected === undefined
          ? ![401, 403].includes(response.statusCode) && response.statusCode < 500
          : response.statusCode === expected;
      if (!ok)
        problems.push(describeAnswer(planned.label, response, expected === undefined ? 'an answer' : String(expected)));
    }
    expect(problems).toEqual([]);
  });

  // Last: these calls are allowed, so they change data. They prove the checks above are not passing
  // because a route refuses everyone.
  it('lets the allowed caller through every guarded route (no 401/403)', async () => {
    const allowed: Record<string, Client> = { user: world.commentator, runner: world.runner, admin: world.admin };
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const caller = allowed[caseFor(route.method, route.url)?.allowedAs ?? route.access];
      if (!caller) continue;
      const planned = plannedRequest(route, world);
      const response = await send(caller, planned);
      if ([401, 403].includes(response.statusCode) || response.statusCode >= 500)
        problems.push(describeAnswer(planned.label, response, 'not 401/403/5xx'));
    }
    expect(problems).toEqual([]);
  });
});
