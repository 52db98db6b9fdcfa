/**
 * What the seasons-migration fixture asks (test/migration/): every public read of the API and every server-rendered
 * page, for every user, race and confirmed draw in the data, plus what a runner, a commentator and an admin see of
 * their own. Decided once, by the generator, from the data; the test asks the recorded list again.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.ts';
import { draws, groupMembers, groups, pickems, races, users } from '../../../src/db/schema.ts';
import type { FixtureRequest } from './answers.ts';
import { currentEntryOfUser, roleColumn } from '../../../src/db/currentSeason.ts';
import { seasonEntries } from '../../../src/db/entrySchema.ts';

/** GET paths of the API (as /api/docs spells them) the fixture leaves out, and why. */
export const NOT_ASKED: Record<string, string> = {
  '/api/health': 'whether the database answers right now, no data',
  '/login': 'a redirect to Discord',
  '/login/dev': 'a development login (a write)',
  '/auth/discord/callback': 'Discord OAuth',
};

/** Who asks for their own answers (home, profile, calendar link, …), runner first: the demo's runner with a race. */
export const SIGNED_IN = ['racer', 'ash', 'oak', 'admin'] as const;

const ABSENT_ID = '00000000-0000-4000-8000-000000000000';

export async function fixtureRequests(db: Db, calendarFeed: string): Promise<FixtureRequest[]> {
  const everyone = await db
    .select({ id: users.id, name: users.discordUsername, role: roleColumn })
    .from(users)
    .leftJoin(seasonEntries, currentEntryOfUser)
    .orderBy(asc(users.discordUsername));
  const runnerIds = everyone.filter((user) => user.role === 'runner').map((user) => user.id);
  const raceIds = (await db.select({ id: races.id }).from(races).orderBy(asc(races.id))).map((row) => row.id);
  const drawIds = (
    await db.select({ id: draws.id }).from(draws).where(eq(draws.status, 'confirmed')).orderBy(asc(draws.id))
  ).map((row) => row.id);
  const players = (await db.select({ id: pickems.userId }).from(pickems).orderBy(asc(pickems.userId))).map(
    (row) => row.id,
  );
  // Pairs that met (two members of a group) and pairs that never did, both ways round, and a non-runner.
  const members = await db
    .select({ group: groupMembers.groupId, user: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .orderBy(asc(groups.round), asc(groups.groupNumber), asc(groupMembers.userId));
  const met = members.flatMap((m, i) => (members[i + 1]?.group === m.group ? [[m.user, members[i + 1]?.user]] : []));
  const commentator = everyone.find((user) => user.role !== 'runner')?.id ?? ABSENT_ID;
  const pairs = [...met.slice(0, 6), ...met.slice(0, 2).map(([a, b]) => [b, a]), [runnerIds[0], runnerIds[1]]];
  pairs.push([runnerIds[0], commentator], [runnerIds[0], ABSENT_ID]);
  const h2h = pairs.map(([a, b]) => `h2h?a=${a ?? ''}&b=${b ?? ''}`);

  const api = [
    '/api/config',
    '/api/season/settings',
    '/api/runners/',
    '/api/runners',
    '/api/tournament/round',
    '/api/tournament/standings',
    '/api/tournament/bracket',
    '/api/tournament/exhibition',
    '/api/groups',
    '/api/groups/count',
    '/api/draws',
    '/api/races',
    '/api/races/completed',
    '/api/happening',
    '/api/stats',
    '/api/past-results',
    '/api/pickems/leaderboard',
    '/api/pickems/stats/all',
    '/api/pickems/stats/favorites',
    '/api/calendar/races.ics',
    '/api/calendar/restreams.ics',
    '/auth-status',
    calendarFeed,
    ...everyone.map((user) => `/api/user/${encodeURIComponent(user.name)}`),
    '/api/user/nobody_at_all',
    ...runnerIds.flatMap((id) => [`/api/tournament/standings/${id}`, `/api/races/user/${id}`]),
    ...players.map((id) => `/api/pickems/${id}`),
    ...raceIds.flatMap((id) => [`/api/races/${id}`, `/api/calendar/race/${id}.ics`]),
    `/api/races/${ABSENT_ID}`,
    ...drawIds.map((id) => `/api/draws/${id}`),
    ...h2h.map((query) => `/api/${query}`),
  ];
  const pages = [
    '/',
    '/info',
    '/standings',
    '/bracket',
    '/hall-of-fame',
    '/groups',
    '/draws',
    '/rules',
    '/help',
    '/stats',
    '/h2h',
    '/races/upcoming',
    '/races/past',
    '/pickems/leaderboard',
    '/pickems/stats',
    ...drawIds.map((id) => `/draws/${id}`),
    ...raceIds.map((id) => `/races/${id}`),
    ...everyone.map((user) => `/user/${encodeURIComponent(user.name)}`),
    ...h2h.slice(0, 3).map((query) => `/${query}`),
  ];
  const own = [
    '/api/home',
    '/api/user/profile/me',
    '/auth-status',
    '/api/user/calendar',
    '/api/races/user',
    '/api/groups/user/current',
    '/api/pickems',
  ];
  const admin = [
    ...own,
    '/api/admin/round-checklist',
    '/api/admin/audit',
    '/api/admin/hall-of-fame-links',
    '/api/admin/notifications',
    '/api/races/ready-to-complete',
    '/api/draws',
    '/api/races',
    ...SIGNED_IN.map((name) => `/api/admin/users/${name}`),
  ];
  return [
    ...api.map((url) => ({ url, as: null })),
    ...pages.map((url) => ({ url, as: null })),
    ...SIGNED_IN.filter((as) => as !== 'admin').flatMap((as) => own.map((url) => ({ url, as }))),
    ...admin.map((url) => ({ url, as: 'admin' })),
  ];
}

/** The API's GET paths (from /api/docs) that no request asks, and are not left out on purpose: should be none. */
export function unaskedPaths(docPaths: readonly string[], requests: readonly FixtureRequest[]): string[] {
  return docPaths.filter((path) => {
    if (path in NOT_ASKED) return false;
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?.*)?$`);
    return !requests.some((request) => pattern.test(request.url));
  });
}
