/**
 * Every text field and path parameter refuses control characters and bidirectional overrides with 400, before any
 * database work (rules §1). Walks every route the server registers: a NUL byte and a U+202E are put, one at a time,
 * into each path parameter, each query parameter its schema declares, and each string of the body an accepted
 * request carries (plus each top-level field the body schema declares that the request leaves out). Each answer
 * must be 400 naming the rule, and nothing stored may change. Before the fix a NUL reached PostgreSQL: 500.
 */
import { FORBIDDEN_CHARACTERS_MESSAGE } from '@pokered/core/schemas/text';
import { afterAll, describe, expect, it } from 'vitest';
import { listRoutes, type RouteEntry } from '../../src/http/access.ts';
import type { Client } from '../support/app.ts';
import { createTestApp } from '../support/app.ts';
import { caseFor, fillUrl, queryOf } from './support/routeMatrix.ts';
import { errorOf, type Method } from './support/requests.ts';
import { changedTables, snapshotDatabase } from './support/snapshot.ts';
import { createWorld } from './support/world.ts';

const BAD_CHARACTERS = { NUL: '\u0000', 'U+202E': '\u202e' } as const;

/** A value for a query parameter the route matrix does not fill: valid where the parameter has a format. */
const SAMPLE_QUERY_VALUES: Record<string, string> = { from: '2026-01-01', to: '2026-12-31', page: '1' };

type Path = (string | number)[];

/** The paths to every string inside a JSON value; for an array, its first item stands for all of them. */
function stringPaths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value)) return value.length > 0 ? stringPaths(value[0], [...prefix, 0]) : [];
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...prefix, key]));
  return [];
}

function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return (value as unknown[]).map((item, index) => (index === head ? withValue(item, rest, replacement) : item));
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head]: withValue(record[head], rest, replacement) };
}

/** The keys of a zod object schema (through preprocess / pipe wrappers), or none. */
function objectKeys(schema: unknown): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const shape = (schema as { shape?: unknown }).shape;
  if (shape !== null && typeof shape === 'object') return Object.keys(shape);
  const inner = (schema as { in?: unknown }).in;
  return inner === undefined ? [] : objectKeys(inner);
}

/** The character in the middle of a valid value, so only the character is wrong. */
const poisoned = (value: string, character: string) =>
  `${value.slice(0, Math.ceil(value.length / 2))}${character}${value.slice(Math.ceil(value.length / 2))}`;

/**
 * The refusal comes from the request's schema, not from the database (whose data exceptions answer 400 too): the
 * shared text rule's message, or an enum's (a closed list of values, none holding such characters).
 */
const namesTheRule = (error: string) =>
  error.includes(FORBIDDEN_CHARACTERS_MESSAGE) || error.includes('Invalid option: expected one of');

interface Probe {
  label: string;
  client: Client;
  method: Method;
  url: string;
  body: unknown;
}

const t = await createTestApp();
const world = await createWorld(t);
afterAll(async () => t.close());

function probesOf(route: RouteEntry): Probe[] {
  const entry = caseFor(route.method, route.url);
  const paramCount = (route.url.match(/:[^/]+/g) ?? []).length;
  const params = entry?.params?.(world) ?? Array.from({ length: paramCount }, () => crypto.randomUUID());
  const query = new URLSearchParams(queryOf(entry, world));
  for (const key of objectKeys(route.schema.querystring))
    if (!query.has(key)) query.set(key, SAMPLE_QUERY_VALUES[key] ?? 'abc');
  let body = entry?.body?.(world);
  for (const key of objectKeys(route.schema.body))
    if (body !== null && typeof body === 'object' && !(key in body)) body = { ...body, [key]: 'abc' };

  const urlOf = (values: readonly string[], search: URLSearchParams) => {
    const path = fillUrl(route.url, values);
    return search.size > 0 ? `${path}?${search.toString()}` : path;
  };
  const method = route.method as Method;
  const client = route.access === 'public' && method === 'GET' ? t.anonymous : world.admin;
  const probes: Probe[] = [];
  for (const [name, character] of Object.entries(BAD_CHARACTERS)) {
    const label = (where: string) => `${route.method} ${route.url}: ${name} in ${where}`;
    params.forEach((value, index) => {
      const values = params.map((other, i) => (i === index ? poisoned(other, character) : other));
      probes.push({
        label: label(`path parameter ${String(index + 1)}`),
        client,
        method,
        url: urlOf(values, query),
        body,
      });
    });
    for (const [key, value] of query) {
      const search = new URLSearchParams(query);
      search.set(key, poisoned(value, character));
      probes.push({ label: label(`query ${key}`), client, method, url: urlOf(params, search), body });
    }
    for (const path of stringPaths(body)) {
      const original = path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], body);
      probes.push({
        label: label(`body ${path.join('.')}`),
        client,
        method,
        url: urlOf(params, query),
        body: withValue(body, path, poisoned(String(original), character)),
      });
    }
  }
  return probes;
}

describe('control characters and text-direction overrides (rules §1)', () => {
  const routes = listRoutes(t.app);
  const probed = routes.map((route) => ({ route, probes: probesOf(route) }));

  it('covers the routes that take text', () => {
    const withText = probed
      .filter(({ probes }) => probes.length > 0)
      .map(({ route }) => `${route.method} ${route.url}`);
    expect(withText).toEqual(
      expect.arrayContaining([
        'GET /api/user/:discordUsername',
        'POST /api/user/displayName',
        'POST /api/user/pronouns',
        'POST /api/user/country',
        'POST /api/admin/add-user',
        'POST /api/races/:id/complete',
        'GET /api/admin/audit',
        'GET /auth/discord/callback',
      ]),
    );
  });

  for (const { route, probes } of probed.filter((item) => item.probes.length > 0)) {
    it(`${route.method} ${route.url}: 400 naming the rule, nothing stored`, async () => {
      const failures: string[] = [];
      for (const probe of probes) {
        const before = await snapshotDatabase(t.db);
        const answer = await probe.client.request(probe.method, probe.url, probe.body);
        const changed = changedTables(before, await snapshotDatabase(t.db));
        if (answer.statusCode !== 400 || !namesTheRule(errorOf(answer) ?? '') || changed.length > 0)
          failures.push(
            `${probe.label}: ${String(answer.statusCode)} ${answer.body.slice(0, 160)} changed [${changed.join(', ')}]`,
          );
      }
      expect(failures).toEqual([]);
    });
  }

  it('GET /api/user/%00 answers 400 to an anonymous caller', async () => {
    const answer = await t.anonymous.get('/api/user/%00');
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toContain(FORBIDDEN_CHARACTERS_MESSAGE);
  });
});
