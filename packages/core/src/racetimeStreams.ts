/**
 * The entrants' Twitch channels of a racetime.gg room (rules §16), for a race's "Watch" multistream link: read from
 * what racetime.gg says of each entrant (`user.twitch_name`, else the login in `user.twitch_channel`), and kept only
 * when they are Twitch logins. Outside text: anything else (a URL of another site, spaces, `../`, 300 characters)
 * is dropped, never shown or linked. Pure: the server reads the room and stores the list.
 */
import type { RacetimeRoom } from './schemas/racetime.ts';
import { twitchLoginOf } from './schemas/races.ts';

/** A Twitch login as the site stores and links it: 4-25 lower-case letters, digits or underscores. */
export const TWITCH_LOGIN = /^[a-z0-9_]{4,25}$/;

/** At most this many channels per room: a race has three racers; a crowded room does not make an unwatchable wall. */
export const MAX_WATCH_CHANNELS = 6;

/** A racetime.gg entrant's Twitch login, or null when it gives none the site believes. */
export function twitchLoginOfEntrant(user: {
  twitch_name?: string | null;
  twitch_channel?: string | null;
}): string | null {
  const candidates = [user.twitch_name, user.twitch_channel ? twitchLoginOf(user.twitch_channel.trim()) : null];
  for (const candidate of candidates) {
    const login = candidate?.trim().toLowerCase() ?? '';
    if (TWITCH_LOGIN.test(login)) return login;
  }
  return null;
}

/**
 * The room's Twitch channels, in the room's order (finishers first, as racetime.gg lists them), without duplicates,
 * leaving out entrants who declined; at most MAX_WATCH_CHANNELS.
 */
export function twitchChannelsOfRoom(room: Pick<RacetimeRoom, 'entrants'>): string[] {
  const channels: string[] = [];
  for (const entrant of room.entrants) {
    if (entrant.status.value === 'declined') continue;
    const login = twitchLoginOfEntrant(entrant.user);
    if (login && !channels.includes(login)) channels.push(login);
    if (channels.length === MAX_WATCH_CHANNELS) break;
  }
  return channels;
}
