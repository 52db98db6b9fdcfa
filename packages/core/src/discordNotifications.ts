/**
 * Discord notifications (rules §15): the facts a queued message keeps, the message Discord is sent for them, the
 * webhook URL rule and the retry back-off. Pure: the server's queue (apps/server/src/jobs/notifier.ts) stores the
 * facts in the same transaction as the change and builds the message only when it sends it, with the site's URL.
 */
import type { NotificationFacts, RaceFacts } from './notificationFacts.ts';

export const NOTIFICATION_CHANNELS = ['announcements', 'results', 'commentary'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationEvent = NotificationFacts['event'];

/** Which channel each event goes to (rules §15). */
export const CHANNEL_OF: Record<Exclude<NotificationEvent, 'test'>, NotificationChannel> = {
  'race-scheduled': 'announcements',
  'race-moved': 'announcements',
  'race-cancelled': 'announcements',
  'restream-planned': 'announcements',
  'result-recorded': 'results',
  'round-ended': 'results',
  'commentary-reminder': 'commentary',
  'commentator-left': 'commentary',
  'signups-open': 'announcements',
  'signups-closing': 'announcements',
  'waitlist-promoted': 'announcements',
};

/** The body of Discord's "execute webhook" call this project sends. */
export interface DiscordMessage {
  content: string;
  allowed_mentions: { parse: never[] };
  /** SUPPRESS_EMBEDS (rules §26): no link in a message unfolds into a preview or an invite card. */
  flags: typeof SUPPRESS_EMBEDS;
}

/** Discord's message flag 1 << 2: the message shows no embeds. */
export const SUPPRESS_EMBEDS = 4;

/** Discord refuses content over 2,000 characters. */
export const DISCORD_CONTENT_LIMIT = 2000;

/** `<t:…:F>`: each reader sees the date and time in their own time zone; `:R` adds "in 3 hours". */
export function discordTime(epochSeconds: number): string {
  const t = String(Math.floor(epochSeconds));
  return `<t:${t}:F> (<t:${t}:R>)`;
}

/**
 * Discord formats `*`, `_`, `~`, `` ` ``, `|`, `>`, `#` and links; a name is shown as typed. Mentions cannot ping
 * anyway (`allowed_mentions: {parse: []}`), but `@everyone` would still read as one, so `@` is escaped too.
 */
export function escapeDiscord(text: string): string {
  return defuseLinks(text).replace(/[\\*_~`|>#[\]@<]/g, (c) => `\\${c}`);
}

const ZERO_WIDTH_SPACE = '\u200b';

/**
 * rules §26: a name such as `discord.gg/abcdefgh` or `https://evil.example/free-nitro` must not reach Discord as a
 * live link (nor an invite card). An invisible zero-width space before every `.` and `/` breaks Discord's link
 * detection (`://`, `host.tld/…`) while the name reads the same. A dot between digits (a time, `1:50:00.000`) is
 * not a host name's and is left alone.
 */
export function defuseLinks(text: string): string {
  return text.replace(/\.(?=\p{L})|\//gu, (c) => `${ZERO_WIDTH_SPACE}${c}`);
}

function raceLine(race: RaceFacts, siteUrl: string): string {
  const racers = race.racers.map(escapeDiscord).join(' vs ');
  return `**${escapeDiscord(race.round)}**: ${racers}\n${discordTime(race.raceDateTime)}\n${siteUrl}/races/${encodeURIComponent(race.raceId)}`;
}

function text(facts: NotificationFacts, siteUrl: string): string {
  switch (facts.event) {
    case 'race-scheduled':
      return `📅 Race scheduled. ${raceLine(facts.race, siteUrl)}`;
    case 'race-moved':
      return `🔁 Race moved from ${discordTime(facts.previous)}. ${raceLine(facts.race, siteUrl)}`;
    case 'race-cancelled':
      return `❌ Race cancelled. ${raceLine(facts.race, siteUrl)}`;
    case 'restream-planned':
      return `📺 Restream planned on ${escapeDiscord(facts.channel)}. ${raceLine(facts.race, siteUrl)}`;
    case 'result-recorded': {
      const placings = facts.placings.map((line, i) => `${String(i + 1)}. ${escapeDiscord(line)}`).join('\n');
      return `🏁 Result ${facts.corrected ? 'corrected' : 'recorded'}. ${raceLine(facts.race, siteUrl)}\n${placings}`;
    }
    case 'round-ended': {
      const head = `🏆 ${escapeDiscord(facts.round)} ended. ${facts.next === 'completed' ? 'The tournament is completed!' : `${escapeDiscord(facts.next)} has begun.`}`;
      if (facts.next === 'completed') return `${head}\n${siteUrl}/standings`;
      const groups =
        facts.groups.length === 0
          ? 'Its groups are not drawn yet.'
          : facts.groups
              .map((members, i) => `Group ${String(i + 1)}: ${members.map(escapeDiscord).join(', ')}`)
              .join('\n');
      return `${head}\n${groups}\n${siteUrl}/groups`;
    }
    case 'commentary-reminder':
      return `🎙️ Commentators wanted: ${String(facts.freePlaces)} free place${facts.freePlaces === 1 ? '' : 's'} within 24 hours. ${raceLine(facts.race, siteUrl)}`;
    case 'commentator-left':
      return `🎙️ ${escapeDiscord(facts.commentator)} pulled out of commentary within 24 hours of the race. ${raceLine(facts.race, siteUrl)}`;
    case 'signups-open':
      return `📝 Sign-ups for the ${String(facts.year)} season are open${facts.closesAt === null ? '' : ` until ${discordTime(facts.closesAt)}`}.\n${siteUrl}/register`;
    case 'signups-closing':
      return `⏳ Sign-ups for the ${String(facts.year)} season close ${discordTime(facts.closesAt)}.\n${siteUrl}/register`;
    case 'waitlist-promoted':
      return `⬆️ ${escapeDiscord(facts.runner)} moved up from the waitlist into the ${String(facts.year)} season.\n${siteUrl}/entrants`;
    case 'test':
      return `✅ Test message for the ${facts.channel} channel from ${siteUrl}.`;
  }
}

/** The message for `facts`; never pings anybody, never over Discord's 2,000 characters. */
export function discordMessage(facts: NotificationFacts, siteUrl: string): DiscordMessage {
  const content = text(facts, siteUrl.replace(/\/+$/, ''));
  return {
    content: content.length > DISCORD_CONTENT_LIMIT ? `${content.slice(0, DISCORD_CONTENT_LIMIT - 1)}…` : content,
    allowed_mentions: { parse: [] },
    flags: SUPPRESS_EMBEDS,
  };
}

/** A short line for the admins' delivery list. */
export function notificationSummary(facts: NotificationFacts): string {
  const race = 'race' in facts ? `${facts.race.round}: ${facts.race.racers.join(' vs ')}` : '';
  switch (facts.event) {
    case 'round-ended':
      return `${facts.round} ended`;
    case 'test':
      return 'Test message';
    case 'signups-open':
    case 'signups-closing':
      return `${facts.event.replace(/-/g, ' ')} (${String(facts.year)})`;
    case 'waitlist-promoted':
      return `waitlist promoted (${facts.runner})`;
    default:
      return `${facts.event.replace(/-/g, ' ')} (${race})`;
  }
}

/** A webhook URL: `{origin}/api/webhooks/{id}/{token}` on one of `allowedOrigins`; null otherwise. */
export function parseWebhookUrl(url: string, allowedOrigins: readonly string[]): { id: string; token: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!allowedOrigins.includes(parsed.origin) || parsed.search !== '' || parsed.hash !== '') return null;
  const match = /^\/api(?:\/v\d+)?\/webhooks\/(\d{1,25})\/([A-Za-z0-9_-]{1,100})$/.exec(parsed.pathname);
  if (!match?.[1] || !match[2]) return null;
  return { id: match[1], token: match[2] };
}

/** What admins see of a webhook: its id and the last 4 characters of its token, never the URL (rules §15). */
export function maskWebhook(token: string): string {
  return token.slice(-4);
}

/** Tries before a message is given up (rate-limit waits do not count). */
export const MAX_NOTIFICATION_ATTEMPTS = 8;

/** Wait after the `attempt`-th failed try: 5 s, 10 s, 20 s… capped at one hour. */
export function notificationBackoffMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** Reminder window: races starting within 24 h (rules §15). */
export const REMINDER_WINDOW_SECONDS = 24 * 3600;

/**
 * A race "has free commentator places" while it has fewer than two commentators (rules §6's limit). Semifinals and
 * the Final take any number, and also count as wanting commentators until they have two.
 */
export const MAX_COMMENTATORS_FOR_REMINDER = 2;

/**
 * rules §26: a move is announced once its race's start has stood still this long; a later move of the same race
 * replaces the waiting announcement (one per race, naming the start before the first move and the latest one).
 */
export const MOVE_SETTLE_MS = 3 * 60_000;

/** rules §26: notifying actions (a runner's move, a pull-out) one account may take; past it, no message is queued. */
export const NOTIFY_ACTION_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/** rules §26: sent and failed queue rows are deleted this long after they were queued. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 3600_000;
