/**
 * A small 2025 season of the earlier site (rules §40) with its quirks: a group and race of two (no third racer), a
 * final pick stored as a single id and another as a one-element array, 'no time' stored as 9,000,000 and as 0, a
 * restream channel set with no restream planned, a race recorded twice (its racers' stored points doubled), a
 * result corrected by adding the correction (a typo's faster time kept as the stored best), a cancelled attempt, a
 * 2024 race in the old `races` collection, and a `sessions` collection that must never be read. Numbers are doubles
 * as Mongoose stored them (oldSiteDump.ts), but for a Long left by a hand edit; a race's time is a date, as a hand
 * edit in the shell leaves it (Extended JSON writes it `{"$date": …}` in each form).
 */
import { Long, type ObjectId } from 'bson';
import { dayOf, oid, oldResult, storeFigures, type OldDocument, type OldDump } from './oldSiteDump.ts';

export const YEAR = 2025;
const H = 3_600_000;
const M = 60_000;

const NAMES = ['AshKetchum', 'misty', 'Brock_', 'gary.oak', 'erika', 'Sabrina', 'blaine', 'koga'] as const;
const COUNTRIES = ['us', ' gb ', 'ENG', null, 'XX', 'fr', 'jp', 'Sco'] as const;

export const runner = (n: number): ObjectId => oid(0x100 + n);
export const OAK = oid(0x201);
export const ELM = oid(0x202);
export const FAN = oid(0x301);

const user = (id: ObjectId, name: string, extra: OldDocument = {}): OldDocument => ({
  _id: id,
  discordUsername: name,
  displayName: name.replace(/[._]/g, ' ').trim(),
  role: 'runner',
  isAdmin: false,
  pronouns: null,
  country: null,
  currentBracket: 'Normal',
  points: 0,
  bestTournamentTimeMilliseconds: 9_000_000,
  photos: [{ value: `https://cdn.example.com/${name}.png`, type: 'avatar' }],
  ...extra,
});

const group = (n: number, round: string, number: number, members: ObjectId[], bracket: string): OldDocument => ({
  _id: oid(0x400 + n),
  groupNumber: number,
  members,
  round,
  bracket,
  raceStartTime: null,
});

export const RACE = { r1g1: oid(0x501), r1g2: oid(0x502), r1g3: oid(0x503), final: oid(0x504), cancelled: oid(0x505) };

function race(id: ObjectId, round: string, at: number, racers: ObjectId[], extra: OldDocument): OldDocument {
  const [racer1, racer2, racer3] = racers;
  return {
    _id: id,
    raceTimeId: '',
    racer1,
    racer2,
    ...(racer3 ? { racer3 } : {}),
    raceDateTime: at,
    raceSubmitted: at - 86_400,
    round,
    commentators: [],
    completed: true,
    cancelled: false,
    restreamPlanned: false,
    restreamChannel: 'RedRaceTV',
    results: [],
    winner: null,
    ...extra,
  };
}

/** Race r1g1's results as first typed: misty's 1:55:00 as 1:05:00, which placed her first. */
const MISTY_TYPO = [
  oldResult({ racer: runner(3), status: 'DNF', dnfOrder: 1 }),
  oldResult({ racer: runner(2), status: 'Finished', ms: H + 5 * M }),
  oldResult({ racer: runner(1), status: 'Finished', ms: H + 50 * M }),
];

/** The whole dump, as a fresh object each time (tests change it). */
export function oldSiteSeason(): OldDump {
  const r = (n: number) => runner(n);
  const users = [
    ...NAMES.map((name, i) =>
      user(r(i + 1), name, {
        country: COUNTRIES[i],
        currentBracket: i < 3 ? 'Playoffs' : 'Normal',
        pronouns: i === 0 ? 'he/him' : null,
      }),
    ),
    user(OAK, 'ProfOak', { role: 'commentator' }),
    user(ELM, 'elm', { role: 'commentator' }),
    user(FAN, 'fan_club', { role: 'commentator' }),
  ];
  const groups = [
    group(1, 'Round 1', 1, [r(1), r(2), r(3)], 'Normal'),
    group(2, 'Round 1', 2, [r(4), r(5), r(6)], 'Normal'),
    group(3, 'Round 1', 3, [r(7), r(8)], 'Normal'),
    group(4, 'Final', 1, [r(1), r(4), r(7)], 'Playoffs'),
  ];
  const newraces = [
    race(RACE.r1g1, 'Round 1', dayOf(YEAR, 9, 17), [r(1), r(2), r(3)], {
      raceTimeId: 'https://racetime.gg/pkmnredblue/clever-abra-1234',
      commentators: [OAK],
      restreamPlanned: true,
      restreamer: ELM,
      // Typed in any order; the DNF first.
      results: [
        oldResult({ racer: r(3), status: 'DNF', dnfOrder: 1 }),
        oldResult({ racer: r(2), status: 'Finished', ms: H + 55 * M }),
        oldResult({ racer: r(1), status: 'Finished', ms: H + 50 * M }),
      ],
      winner: r(2),
    }),
    race(RACE.r1g2, 'Round 1', dayOf(YEAR, 9, 18), [r(4), r(5), r(6)], {
      raceTimeId: 'pkmnredblue/brave-onix-5678',
      // The old model's default channel, with no restream planned.
      restreamChannel: 'RedRaceTV',
      results: [
        oldResult({ racer: r(5), status: 'Finished', ms: H + 52 * M }),
        oldResult({ racer: r(4), status: 'Finished', ms: H + 58 * M }),
        oldResult({ racer: r(6), status: 'DNS' }),
      ],
    }),
    race(RACE.cancelled, 'Round 1', dayOf(YEAR, 9, 19), [r(7), r(8)], { completed: false, cancelled: true }),
    race(RACE.r1g3, 'Round 1', dayOf(YEAR, 9, 20), [r(7), r(8)], {
      raceDateTime: new Date(dayOf(YEAR, 9, 20) * 1000),
      results: [
        oldResult({ racer: r(8), status: 'DQ' }),
        oldResult({ racer: r(7), status: 'Finished', ms: 2 * H + M }),
      ],
    }),
    race(RACE.final, 'Final', dayOf(YEAR, 11, 5), [r(4), r(1), r(7)], {
      commentators: [OAK, ELM],
      results: [
        oldResult({ racer: r(1), status: 'Finished', ms: H + 51 * M }),
        oldResult({ racer: r(4), status: 'Finished', ms: H + 49 * M }),
        oldResult({ racer: r(7), status: 'DNF', dnfOrder: 1 }),
      ],
    }),
  ];
  const races = [
    race(oid(0x601), 'Round 1', dayOf(YEAR - 1, 10, 1), [r(1), r(2)], {
      results: [
        oldResult({ racer: r(1), status: 'Finished', ms: 2 * H }),
        oldResult({ racer: r(2), status: 'DNF', dnfOrder: 1 }),
      ],
    }),
  ];
  const pickems = [
    {
      _id: oid(0x701),
      userId: FAN,
      top27: NAMES.map((_, i) => r(i + 1)),
      top9: [r(1), r(4), r(7)],
      overallWinner: r(4),
      bestTimeWho: r(4),
      closestTime: Long.fromNumber(H + 48 * M),
      round1Picks: [r(1), r(5), r(7)],
      finalPick: r(4),
      points: 999,
    },
    { _id: oid(0x702), userId: OAK, top27: [], top9: [], round1Picks: [r(2)], finalPick: [r(1)], points: 3 },
  ];
  const dump: OldDump = {
    users,
    groups,
    newraces,
    races,
    pickems,
    tournaments: [{ _id: oid(0x801), name: 'red2025', currentRound: 'Final' }],
    pastresults: [
      {
        _id: oid(0x901),
        tournamentYear: YEAR,
        gold: { name: 'gary.oak' },
        silver: { name: 'AshKetchum' },
        bronze: { name: 'koga' },
        spotlightVideos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
        createdAt: new Date(Date.UTC(YEAR, 10, 10)),
        updatedAt: new Date(Date.UTC(YEAR, 10, 11)),
      },
    ],
    sessions: [{ _id: 'secret-session', session: '{"passport":{"user":"x"}}', expires: new Date() }],
  };
  storeFigures(dump, {
    earlier: [
      // r(5)'s Round 1 race was recorded twice by the old server.
      { race: RACE.r1g2 },
      // r(2)'s 1:55:00 was first typed 1:05:00: the correction added to it, and the typo stays the stored best.
      { race: RACE.r1g1, results: [...MISTY_TYPO] },
    ],
    // r(6) and r(8) have no time, one of them stored as 0.
    zeroTime: [r(8)],
  });
  return dump;
}

/** Every race of the dump `days` later (earlier when negative), each time kept in its form (epoch seconds or a date). */
export function moveRaces(dump: OldDump, days: number): OldDump {
  const move = (at: unknown) =>
    at instanceof Date ? new Date(at.getTime() + days * 86_400_000) : Number(at) + days * 86_400;
  for (const race of [...(dump.newraces ?? []), ...(dump.races ?? [])]) {
    race.raceDateTime = move(race.raceDateTime);
    race.raceSubmitted = move(race.raceSubmitted);
  }
  return dump;
}
