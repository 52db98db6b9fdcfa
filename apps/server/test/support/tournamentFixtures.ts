/**
 * Builds tournament situations through the HTTP API, the way admins and runners do it:
 * runners log in, the admin creates groups, racer 1 submits the race, the admin records results.
 */
import { expect } from 'vitest';
import type { FinishTime } from '@pokered/core/time';
import type { Client, TestApp } from './app.ts';

export interface Runner {
  id: string;
  name: string;
  client: Client;
}

export interface ResultLine {
  racer: string;
  status: 'Finished' | 'DNF' | 'DNS' | 'DQ';
  finishTime: FinishTime;
  dnfOrder: number | null;
}

export const HOUR_S = 3600;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function time(ms: number): FinishTime {
  return {
    hours: Math.floor(ms / 3_600_000),
    minutes: Math.floor((ms % 3_600_000) / 60_000),
    seconds: Math.floor((ms % 60_000) / 1000),
    milliseconds: ms % 1000,
  };
}

export const ZERO = time(0);

export function finished(racer: Runner | string, ms: number): ResultLine {
  return {
    racer: typeof racer === 'string' ? racer : racer.id,
    status: 'Finished',
    finishTime: time(ms),
    dnfOrder: null,
  };
}

export function dnf(racer: Runner | string, order: number): ResultLine {
  return { racer: typeof racer === 'string' ? racer : racer.id, status: 'DNF', finishTime: ZERO, dnfOrder: order };
}

export function dns(racer: Runner | string): ResultLine {
  return { racer: typeof racer === 'string' ? racer : racer.id, status: 'DNS', finishTime: ZERO, dnfOrder: null };
}

export function dq(racer: Runner | string): ResultLine {
  return { racer: typeof racer === 'string' ? racer : racer.id, status: 'DQ', finishTime: ZERO, dnfOrder: null };
}

/** Logs in `count` runners named `${prefix}1…`, every one a runner in the Normal bracket. */
export async function makeRunners(t: TestApp, prefix: string, count: number): Promise<Runner[]> {
  const runners: Runner[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `${prefix}${String(i)}`;
    const client = await t.as(name, { role: 'runner', currentBracket: 'Normal', displayName: name });
    if (!client.userId) throw new Error('runner without id');
    runners.push({ id: client.userId, name, client });
  }
  return runners;
}

export async function makeAdmin(t: TestApp, name = 'boss'): Promise<Client> {
  return t.as(name, { isAdmin: true, role: 'commentator' });
}

/** POST /api/groups; returns the new group's id. */
export async function createGroup(admin: Client, members: readonly Runner[]): Promise<string> {
  const [pot1, pot2, pot3] = members;
  const response = await admin.post('/api/groups', {
    pot1UserId: pot1?.id,
    pot2UserId: pot2?.id,
    pot3UserId: pot3?.id,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ group: { _id: string } }>().group._id;
}

/** POST /api/races/submit by the first member; returns the race id. */
export async function submitRace(
  members: readonly Runner[],
  startSeconds = nowSeconds() + 2 * HOUR_S,
): Promise<string> {
  const [first, second, third] = members;
  if (!first || !second) throw new Error('a race needs two racers');
  const response = await first.client.post('/api/races/submit', {
    racer1: first.id,
    racer2: second.id,
    racer3: third?.id,
    raceDateTime: startSeconds,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ race: { _id: string } }>().race._id;
}

/** Creates the group and its race in one go. */
export async function groupWithRace(admin: Client, members: readonly Runner[]): Promise<string> {
  await createGroup(admin, members);
  return submitRace(members);
}

export async function record(
  admin: Client,
  raceId: string,
  results: readonly ResultLine[],
  raceTimeId = `pkmnred/race-${raceId.slice(0, 8)}`,
) {
  return admin.post(`/api/races/${raceId}/complete`, { raceTimeId, results });
}

export async function recordOk(admin: Client, raceId: string, results: readonly ResultLine[]) {
  const response = await record(admin, raceId, results);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

export async function endRound(admin: Client) {
  return admin.request('POST', '/api/tournament/end-round', null);
}
