/**
 * Sign-ups, waitlist and check-in (rules §38) and the published seeding (rules §39): the pure rules the server
 * applies in its transactions and the pages show.
 */
import type { ChecklistKey, EntryStatus, SeedSource, SignupPhase, SignupSettings } from './schemas/signups.ts';

/**
 * The rules page's version (rules §38): stored with each entry when the runner accepts the rules, and asked again
 * when it changes. Bump it (a date) whenever the text of the rules page (apps/web/src/features/rules) changes, and
 * record the page's new hash below (apps/web/src/features/rules/rulesVersion.test.ts fails until you do).
 */
export const RULES_VERSION = '2026-11-27';
/** SHA-256 of the rules page's source files when RULES_VERSION was set (rulesVersion.test.ts computes it). */
export const RULES_PAGE_SHA256 = '72c5a110200c87a953b750e3d39b2ffc80e2d9d074b465c061ed01c4785d2f72';

/** A season's sign-up settings before an admin saves any (rules §38): no window, no cap, racetime.gg required. */
export const DEFAULT_SIGNUP_SETTINGS: SignupSettings = {
  signupsOpenAt: null,
  signupsCloseAt: null,
  checkInOpensAt: null,
  signupCap: null,
  requireRacetime: true,
};

/** What is wrong with a whole set of sign-up settings (rules §38), as sentences; empty when they hold. */
export function signupSettingsProblems(settings: SignupSettings): string[] {
  const problems: string[] = [];
  const { signupsOpenAt: open, signupsCloseAt: close, checkInOpensAt: checkIn } = settings;
  if (close !== null && open === null) problems.push('Sign-ups need an opening time before a closing time.');
  if (open !== null && close !== null && close <= open) problems.push('Sign-ups must close after they open.');
  if (checkIn !== null && open === null) problems.push('Check-in needs sign-ups to open first: set signupsOpenAt.');
  if (checkIn !== null && open !== null && checkIn < open)
    problems.push('Check-in must not open before sign-ups open.');
  return problems;
}

/** Where `now` (epoch seconds) stands in the sign-up window: no opening time set means not open. */
export function signupPhase(settings: SignupSettings, now: number): SignupPhase {
  if (settings.signupsOpenAt === null || now < settings.signupsOpenAt) return 'not-open';
  if (settings.signupsCloseAt !== null && now >= settings.signupsCloseAt) return 'closed';
  return 'open';
}

/** Check-in is open from its time until the Round 1 draft is made (rules §38). */
export function checkInOpen(settings: SignupSettings, now: number, roundOneDraftMade: boolean): boolean {
  return settings.checkInOpensAt !== null && now >= settings.checkInOpensAt && !roundOneDraftMade;
}

/** Statuses that hold a place in the season (a `season_entries` row: a runner, rules §34). */
export const ENTERED_STATUSES: readonly EntryStatus[] = ['registered', 'checked-in'];
export const isEntered = (status: EntryStatus): boolean => ENTERED_STATUSES.includes(status);

/** Whether one more entry fits under the cap, given how many are entered now. */
export const fitsUnderCap = (cap: number | null, entered: number): boolean => cap === null || entered < cap;

export interface ChecklistFacts {
  requireRacetime: boolean;
  racetimeLinked: boolean;
  country: string | null;
  blocked: boolean;
}

export interface ChecklistLine {
  key: ChecklistKey;
  met: boolean;
  label: string;
}

/**
 * What entering needs (rules §38): a linked racetime.gg account (when the season asks for one), a country, and an
 * account no admin blocked. The server adds the page that fixes each item.
 */
export function entryChecklist(facts: ChecklistFacts): ChecklistLine[] {
  const lines: ChecklistLine[] = [];
  if (facts.requireRacetime)
    lines.push({
      key: 'racetime',
      met: facts.racetimeLinked,
      label: facts.racetimeLinked ? 'Your racetime.gg account is linked.' : 'Link your racetime.gg account.',
    });
  lines.push({
    key: 'country',
    met: facts.country !== null,
    label: facts.country !== null ? 'Your country is set.' : 'Choose your country on your profile.',
  });
  lines.push({
    key: 'not-blocked',
    met: !facts.blocked,
    label: facts.blocked ? 'An organiser blocked this account from entering.' : 'Your account may enter.',
  });
  return lines;
}

/** The unmet items a runner can fix themselves (a block answers 403 instead). */
export const unmetItems = (lines: readonly ChecklistLine[]): ChecklistKey[] =>
  lines.filter((line) => !line.met && line.key !== 'not-blocked').map((line) => line.key);

/** A runner withdraws themselves until the Round 1 draw is confirmed (rules §38); admins withdraw after that. */
export function canSelfWithdraw(status: EntryStatus, roundOneDrawConfirmed: boolean): boolean {
  return !roundOneDrawConfirmed && (status === 'registered' || status === 'checked-in' || status === 'waitlisted');
}

/**
 * A registered entrant checks in while check-in is open (rules §38); so does one who missed it, once an admin
 * reopened check-in by dropping the Round 1 draft.
 */
export const canCheckIn = (status: EntryStatus, open: boolean): boolean =>
  open && (status === 'registered' || status === 'missed');

export interface SeedFacts {
  userId: string;
  /** Final rank in the season before (1 = champion); null when they did not finish it ranked. */
  lastSeasonRank: number | null;
  /** Best time on racetime.gg's leaderboard for the season's category and goal. */
  racetimeBestMs: number | null;
  /** The personal best the runner claimed when entering (unverified). */
  claimedBestMs: number | null;
}

export interface Seeding {
  userId: string;
  /** 1-based; null for the entrants with no source, who come last in an order drawn from the draw's seed. */
  seed: number | null;
  source: SeedSource;
  /** The figure the seed came from: a rank or a time in ms; null for 'none'. */
  basis: number | null;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The published seeding (rules §39): last season's final rank first (best rank first), then racetime.gg
 * leaderboard times, then claimed personal bests (fastest first), then everyone else without a seed. Ties keep
 * the user ids' order, so the list is a function of its inputs alone.
 */
export function seedEntrants(entrants: readonly SeedFacts[]): Seeding[] {
  const tiers: { source: SeedSource; basis: (facts: SeedFacts) => number | null }[] = [
    { source: 'last-season', basis: (f) => f.lastSeasonRank },
    { source: 'racetime', basis: (f) => f.racetimeBestMs },
    { source: 'claimed', basis: (f) => f.claimedBestMs },
  ];
  const placed = new Set<string>();
  const seeded: Seeding[] = [];
  for (const tier of tiers) {
    const inTier = entrants
      .filter((f) => !placed.has(f.userId) && tier.basis(f) !== null)
      .map((f) => ({ userId: f.userId, basis: tier.basis(f) as number }))
      .sort((a, b) => a.basis - b.basis || byId(a.userId, b.userId));
    for (const row of inTier) {
      placed.add(row.userId);
      seeded.push({ userId: row.userId, seed: seeded.length + 1, source: tier.source, basis: row.basis });
    }
  }
  const rest = entrants
    .filter((f) => !placed.has(f.userId))
    .map((f) => f.userId)
    .sort(byId);
  return [...seeded, ...rest.map((userId) => ({ userId, seed: null, source: 'none' as const, basis: null }))];
}

/**
 * Round 1's draft order from a published seeding (rules §13, §39): the seeded runners by seed, then the unseeded
 * ones in the order `shuffle` draws from the draw's seed. Only the runners in `drawn` are kept.
 */
export function seededDraftOrder(
  seeding: readonly { userId: string; seed: number | null }[],
  drawn: readonly string[],
  shuffle: (ids: readonly string[]) => string[],
): string[] {
  const inDraw = new Set(drawn);
  const seeded = seeding
    .filter((row) => row.seed !== null && inDraw.has(row.userId))
    .sort((a, b) => (a.seed as number) - (b.seed as number))
    .map((row) => row.userId);
  const seededSet = new Set(seeded);
  return [...seeded, ...shuffle(drawn.filter((id) => !seededSet.has(id)))];
}

/**
 * Round 1's draft waits for the published seeding (rules §39) in a season with sign-ups (an opening time set):
 * the sentence the draft is refused with, or null when it may be made. A season without sign-ups (runners added by
 * admins) draws as it always did: an admin's order or a random one.
 */
export function draftBeforeSeedingProblem(season: {
  signupsOpenAt: number | null;
  seedingPublished: boolean;
}): string | null {
  if (season.signupsOpenAt === null || season.seedingPublished) return null;
  return 'Publish the seeding first: Round 1 is drawn in its order (rules §39).';
}
