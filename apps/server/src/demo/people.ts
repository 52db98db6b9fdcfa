/** The demo's people: the three demo accounts, runners, commentators and Pickems fans. */
import type { users } from '../db/schema.ts';
import { COUNTRIES, FIRST, PRONOUNS, SUFFIX } from './names.ts';
import type { Random } from './random.ts';

type UserRow = typeof users.$inferInsert & { id: string };

export interface DemoPeople {
  rows: UserRow[];
  adminId: string;
  ashId: string;
  oakId: string;
  /** Every runner (an entrant of the season, rules §34), ash first. */
  runnerIds: string[];
  /** Commentators who sign up for races (oak included). */
  casterIds: string[];
  /** Users who only play Pickems. */
  fanIds: string[];
}

/** Runner display names: Pokemon Red flavoured, unique, at most 32 characters. */
export function runnerName(index: number): string {
  const first = FIRST[index % FIRST.length] ?? 'Red';
  const lap = Math.floor(index / FIRST.length);
  if (lap === 0) return first;
  const suffix = SUFFIX[(lap - 1) % SUFFIX.length] ?? 'Runs';
  const round = Math.floor((lap - 1) / SUFFIX.length);
  return round === 0 ? `${first}${suffix}` : `${first}${suffix}${String(round + 1)}`;
}

/** Every demo runner states their pronouns; the null of PRONOUNS is for commentators and fans. */
export const RUNNER_PRONOUNS = PRONOUNS.filter((p) => p !== null);

export function buildPeople(random: Random, counts: { runners: number; casters: number; fans: number }): DemoPeople {
  const adminId = random.uuid();
  const oakId = random.uuid();
  const rows: UserRow[] = [
    {
      id: adminId,
      discordUsername: 'admin',
      displayName: 'Organiser',
      isAdmin: true,
      country: 'CA',
      pronouns: 'they/them',
    },
    {
      id: oakId,
      discordUsername: 'oak',
      displayName: 'Professor Oak',
      country: 'JP',
      pronouns: 'he/him',
    },
  ];
  const runnerIds: string[] = [];
  for (let i = 0; i < counts.runners; i++) {
    const id = random.uuid();
    const displayName = runnerName(i);
    runnerIds.push(id);
    rows.push({
      id,
      discordUsername: i === 0 ? 'ash' : `${displayName.toLowerCase()}_${String(i)}`,
      displayName,
      country: random.pick(COUNTRIES),
      pronouns: random.pick(RUNNER_PRONOUNS),
    });
  }
  const casterIds = [oakId];
  for (let i = 0; i < counts.casters; i++) {
    const id = random.uuid();
    casterIds.push(id);
    rows.push({
      id,
      discordUsername: `caster_${String(i + 1)}`,
      displayName: `Caster ${FIRST[(i + 7) % FIRST.length] ?? 'Joy'}${i >= FIRST.length ? ` ${String(i + 1)}` : ''}`,
      country: random.pick(COUNTRIES),
      pronouns: random.pick(PRONOUNS),
    });
  }
  const fanIds: string[] = [];
  for (let i = 0; i < counts.fans; i++) {
    const id = random.uuid();
    fanIds.push(id);
    rows.push({
      id,
      discordUsername: `fan_${String(i + 1)}`,
      displayName: `${FIRST[(i + 3) % FIRST.length] ?? 'Joy'} Fan ${String(i + 1)}`,
      country: random.next() < 0.8 ? random.pick(COUNTRIES) : null,
      pronouns: random.pick(PRONOUNS),
    });
  }
  const ashId = runnerIds[0];
  if (ashId === undefined) throw new Error('the demo needs at least one runner (ash)');
  return { rows, adminId, ashId, oakId, runnerIds, casterIds, fanIds };
}
