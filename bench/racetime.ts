/**
 * The racetime.gg import preview (rules §16) against the fake racetime.gg on loopback: a server on the demo data
 * (PGlite) previews a finished three-entrant room with DNFs and a forfeit log, one request at a time. The site's own
 * time is the preview's time minus what reading the room and its log straight from the fake takes. Target: under
 * 50 ms (median).
 */
import { startFakeRacetime } from '../apps/server/test/support/fakeRacetime.ts';
import { median } from './api.ts';
import { adminWriteHeaders, seedDatabase, serve } from './servers.ts';

const ROOM = 'pkmnredblue/bench-abra-0001';

export interface RacetimeFigures {
  runs: number;
  previewMedianMs: number;
  previewP90Ms: number;
  fakeReadMedianMs: number;
  siteOwnMedianMs: number;
}

interface RaceRef {
  _id: string;
  racer1: { displayName: string };
  racer2: { displayName: string };
  racer3: { displayName: string } | null;
}

const timed = async (work: () => Promise<Response>) => {
  const started = performance.now();
  const response = await work();
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${String(response.status)} ${text.slice(0, 200)}`);
  return ms;
};

export async function benchRacetime(port: number, runs = 50): Promise<RacetimeFigures> {
  const fake = await startFakeRacetime();
  const database = await seedDatabase('pglite', undefined);
  try {
    const server = await serve(database, port, [], { RACETIME_BASE_URL: fake.baseUrl });
    try {
      const races = (await (await fetch(`${server.url}/api/races/completed`)).json()) as RaceRef[];
      const race = races.find((candidate) => candidate.racer3 !== null);
      if (!race?.racer3) throw new Error('the demo has no three-racer race');
      const [a, b, c] = [race.racer1, race.racer2, race.racer3].map((racer) => racer.displayName);
      fake.setRoom(ROOM, {
        entrants: [
          { user: { id: 'benchA0001', name: a ?? '' }, status: 'done', finishTime: 'P0DT01H52M13.456789S' },
          { user: { id: 'benchB0001', name: b ?? '' }, status: 'dnf' },
          { user: { id: 'benchC0001', name: c ?? '' }, status: 'dnf' },
        ],
        log: [`${b ?? ''} has forfeited from the race.`, `${c ?? ''} has forfeited from the race.`],
      });
      const preview = () =>
        fetch(`${server.url}/api/admin/races/${race._id}/racetime-preview`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...adminWriteHeaders(server.adminSid) },
          body: JSON.stringify({ room: ROOM }),
        });
      const direct = async () => {
        await (await fetch(`${fake.baseUrl}/${ROOM}/data`)).text();
        return fetch(`${fake.baseUrl}/${ROOM}/log`);
      };
      for (let i = 0; i < 5; i++) await timed(preview); // warm-up
      const previewMs: number[] = [];
      const fakeMs: number[] = [];
      for (let i = 0; i < runs; i++) {
        previewMs.push(await timed(preview));
        fakeMs.push(await timed(direct));
      }
      const round = (value: number) => Math.round(value * 10) / 10;
      const sorted = [...previewMs].sort((x, y) => x - y);
      return {
        runs,
        previewMedianMs: round(median(previewMs)),
        previewP90Ms: round(sorted[Math.floor(runs * 0.9)] ?? NaN),
        fakeReadMedianMs: round(median(fakeMs)),
        siteOwnMedianMs: round(median(previewMs) - median(fakeMs)),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    await fake.close();
  }
}
