/**
 * The "Watch" multistream link of a race (rules §16), apart from the room's parsing (racetimeStreams.ts): the public
 * race cards import this, and it must stay free of zod so visitors do not download the schemas.
 */

/** The channels a race shows as its "Watch" link: none once it is completed or cancelled. */
export function watchChannels(race: {
  completed: boolean;
  cancelled: boolean;
  twitchChannels: readonly string[];
}): string[] {
  return race.completed || race.cancelled ? [] : [...race.twitchChannels];
}
