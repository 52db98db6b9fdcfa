/**
 * Admin → Entrants (rules §38): every sign-up and every admin-added runner of a season with their answers, status,
 * seed and block; and the same rows as CSV.
 */
import { sql } from 'drizzle-orm';
import type { AdminEntry } from '@pokered/core/schemas/signups';
import { rowsOf, type Db, type Tx } from '../../../db/client.ts';
import { readSignupSeason } from '../queries.ts';

interface EntryRow extends Record<string, unknown> {
  userId: string;
  displayName: string;
  discordUsername: string;
  country: string | null;
  signupStatus: AdminEntry['status'] | null;
  hasEntry: boolean;
  entryWithdrawn: boolean | null;
  position: number | null;
  seed: number | null;
  seedSource: AdminEntry['seedSource'];
  restreamConsent: AdminEntry['restreamConsent'];
  personalBestMs: number | null;
  personalBestUrl: string | null;
  rulesVersion: string | null;
  reason: string | null;
  blockReason: string | null;
  enteredAt: number | null;
  checkedInAt: number | null;
}

/**
 * One statement: the season's sign-ups and entries joined on the person (an entry with no sign-up is an admin-added
 * runner: registered). The waitlist position is counted in the same statement.
 */
const entryRows = (year: number, userId: string | null) => sql`
  select u.id as "userId", u.display_name as "displayName", u.discord_username as "discordUsername",
    u.country, s.status as "signupStatus", (e.user_id is not null) as "hasEntry", e.withdrawn as "entryWithdrawn",
    case when s.status = 'waitlisted' then 1 + (select count(*)::int from season_signups o
      where o.year = s.year and o.status = 'waitlisted' and (o.queued_at, o.user_id) < (s.queued_at, s.user_id))
    end as position,
    s.seed, s.seed_source as "seedSource", s.restream_consent as "restreamConsent",
    s.personal_best_ms as "personalBestMs", s.personal_best_url as "personalBestUrl",
    s.rules_version as "rulesVersion", s.reason, b.reason as "blockReason",
    floor(extract(epoch from coalesce(s.entered_at, e.created_at)))::float8 as "enteredAt",
    floor(extract(epoch from s.checked_in_at))::float8 as "checkedInAt"
  from (select user_id from season_signups where year = ${year}
        union select user_id from season_entries where year = ${year}) who
  join users u on u.id = who.user_id
  left join season_signups s on s.year = ${year} and s.user_id = who.user_id
  left join season_entries e on e.year = ${year} and e.user_id = who.user_id
  left join user_blocks b on b.user_id = who.user_id
  ${userId === null ? sql`` : sql`where who.user_id = ${userId}`}
  order by lower(u.display_name), u.id`;

function toEntry(row: EntryRow): AdminEntry {
  const status = row.entryWithdrawn === true ? 'withdrawn' : (row.signupStatus ?? 'registered');
  return {
    userId: row.userId,
    displayName: row.displayName,
    discordUsername: row.discordUsername,
    country: row.country,
    status,
    position: row.position,
    seed: row.seed,
    seedSource: row.seedSource,
    restreamConsent: row.restreamConsent,
    personalBest: row.personalBestMs === null ? null : { timeMs: row.personalBestMs, url: row.personalBestUrl },
    rulesVersion: row.rulesVersion,
    reason: row.reason ?? row.blockReason,
    blocked: row.blockReason !== null,
    enteredAt: row.enteredAt,
    checkedInAt: row.checkedInAt,
  };
}

/** `GET /api/admin/seasons/{year}/entries`: 404 for a year that is no season. */
export async function listEntries(db: Db, year: number): Promise<AdminEntry[]> {
  await readSignupSeason(db, year);
  return rowsOf<EntryRow>(await db.execute(entryRows(year, null))).map(toEntry);
}

/** One person's row (after an admin's change), or null when they have neither a sign-up nor an entry. */
export async function readEntry(db: Db | Tx, year: number, userId: string): Promise<AdminEntry | null> {
  const [row] = rowsOf<EntryRow>(await db.execute(entryRows(year, userId)));
  return row === undefined ? null : toEntry(row);
}

const CSV_COLUMNS = [
  'userId',
  'displayName',
  'discordUsername',
  'country',
  'status',
  'position',
  'seed',
  'seedSource',
  'restreamConsent',
  'personalBestMs',
  'personalBestUrl',
  'rulesVersion',
  'reason',
  'blocked',
  'enteredAt',
  'checkedInAt',
] as const;

/**
 * A CSV field: quoted when it holds a comma, quote or line break; a leading `=`, `+`, `-`, `@` is prefixed with `'`
 * so a spreadsheet never runs a runner's name as a formula.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `GET /api/admin/seasons/{year}/entries.csv`: the list's columns, the personal best split in two. */
export async function entriesCsv(db: Db, year: number): Promise<string> {
  const entries = await listEntries(db, year);
  const lines = entries.map((entry) => {
    const flat: Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null> = {
      ...entry,
      personalBestMs: entry.personalBest?.timeMs ?? null,
      personalBestUrl: entry.personalBest?.url ?? null,
    };
    return CSV_COLUMNS.map((column) => csvField(flat[column])).join(',');
  });
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
