/** Turning a registered route plus its matrix case into a concrete request. */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../../src/http/access.ts';
import type { Client } from '../../support/app.ts';
import { caseFor, fillUrl, queryOf } from './routeMatrix.ts';
import type { World } from './world.ts';

export type Method = Parameters<Client['request']>[0];

export interface PlannedRequest {
  method: Method;
  url: string;
  /** undefined: no body at all. */
  body: unknown;
  label: string;
}

const paramCount = (url: string) => (url.match(/:[^/]+/g) ?? []).length;

/** The request a permitted caller would send; a route without a matrix case gets fresh ids and no body. */
export function plannedRequest(route: RouteEntry, world: World): PlannedRequest {
  const entry = caseFor(route.method, route.url);
  const params = entry?.params?.(world) ?? Array.from({ length: paramCount(route.url) }, () => randomUUID());
  const path = fillUrl(route.url, params);
  const query = queryOf(entry, world);
  const url = query ? `${path}?${query}` : path;
  return { method: route.method as Method, url, body: entry?.body?.(world), label: `${route.method} ${route.url}` };
}

export function send(
  client: Client,
  planned: PlannedRequest,
  headers?: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return client.request(planned.method, planned.url, planned.body, headers);
}

/** The `{error}` sentence of an answer, or null when the answer is not `{error: "<non-empty>"}`. */
export function errorOf(response: LightMyRequestResponse): string | null {
  try {
    const body = response.json<unknown>();
    if (
      body &&
      typeof body === 'object' &&
      'error' in body &&
      typeof body.error === 'string' &&
      body.error.trim() !== ''
    )
      return body.error;
    return null;
  } catch {
    return null;
  }
}

/** One line per unexpected answer, so a failing test lists every offending route at once. */
export function describeAnswer(label: string, response: LightMyRequestResponse, expected: string): string {
  return `${label}: expected ${expected}, got ${String(response.statusCode)} ${response.body.slice(0, 200)}`;
}
