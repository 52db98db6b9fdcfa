/** Reads for Discord notifications (rules §15): the webhook settings as admins see them, the deliveries, race facts. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  maskWebhook,
  NOTIFICATION_CHANNELS,
  notificationSummary,
  parseWebhookUrl,
  type NotificationChannel,
} from '@pokered/core/discordNotifications';
import { notificationFactsSchema, type RaceFacts } from '@pokered/core/notificationFacts';
import type { Delivery, NotificationsResponse } from '@pokered/core/schemas/notifications';
import { formatTime } from '@pokered/core/time';
import type { Db, Tx } from '../../db/client.ts';
import { notificationOutbox, notificationWebhooks } from '../../db/privateSchema.ts';
import { groupMembers, groups, raceResults, races, users } from '../../db/schema.ts';
import { currentSeasonYear } from '../../db/currentSeason.ts';

/** The webhook a message of `channel` would go to, or null when none is set or it is disabled. */
export async function activeWebhook(db: Db | Tx, channel: NotificationChannel): Promise<string | null> {
  const [row] = await db
    .select({ url: notificationWebhooks.url, disabledReason: notificationWebhooks.disabledReason })
    .from(notificationWebhooks)
    .where(eq(notificationWebhooks.channel, channel));
  return row && row.disabledReason === null ? row.url : null;
}

const deliveryState = (state: string): Delivery['state'] =>
  state === 'sent' ? 'sent' : state === 'failed' ? 'failed' : 'pending';

/** GET /api/admin/notifications: each channel's masked webhook, and the last 50 deliveries. */
export async function readNotificationSettings(
  db: Db,
  allowedOrigins: readonly string[],
): Promise<NotificationsResponse> {
  const hooks = await db.select().from(notificationWebhooks);
  const view = (channel: NotificationChannel) => {
    const row = hooks.find((hook) => hook.channel === channel);
    if (!row) return null;
    // Stored URLs were checked on the way in; an origin no longer allowed still shows its id, never the URL.
    const parsed =
      parseWebhookUrl(row.url, allowedOrigins) ?? /\/webhooks\/(?<id>\d+)\/(?<token>[^/?#]+)/.exec(row.url)?.groups;
    return { id: parsed?.id ?? '?', tokenEnd: maskWebhook(parsed?.token ?? ''), disabled: row.disabledReason };
  };
  const rows = await db
    .select()
    .from(notificationOutbox)
    .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
    .limit(50);
  return {
    announcements: view('announcements'),
    results: view('results'),
    commentary: view('commentary'),
    deliveries: rows.map((row) => {
      const facts = notificationFactsSchema.safeParse(row.facts);
      return {
        id: row.id,
        channel: NOTIFICATION_CHANNELS.find((c) => c === row.channel) ?? 'announcements',
        event: row.event,
        summary: facts.success ? notificationSummary(facts.data) : 'A stored message that could not be read.',
        state: deliveryState(row.state),
        // A pending row may carry why its last try failed (it will be tried again).
        reason: row.state === 'sent' ? null : row.lastError,
        attempts: row.attempts,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      };
    }),
  };
}

/** The round, racers (by display name), start and id of a race, as a message names them. */
export async function loadRaceFacts(tx: Tx | Db, raceId: string): Promise<RaceFacts | null> {
  const [race] = await tx.select().from(races).where(eq(races.id, raceId));
  if (!race) return null;
  const ids = [race.racer1, race.racer2, race.racer3].filter((id): id is string => id !== null);
  const named =
    ids.length === 0
      ? []
      : await tx.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, ids));
  const nameOf = new Map(named.map((row) => [row.id, row.name]));
  return {
    raceId: race.id,
    round: race.round,
    racers: ids.map((id) => nameOf.get(id) ?? 'Unknown racer'),
    raceDateTime: race.raceDateTime,
  };
}

/** A race's placings, best first: "Name (1:23:45.678)" or "Name (DNF)". */
export async function loadPlacings(tx: Tx, raceId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: users.displayName, status: raceResults.status, ms: raceResults.finishTimeMs })
    .from(raceResults)
    .innerJoin(users, eq(users.id, raceResults.racerId))
    .where(eq(raceResults.raceId, raceId))
    .orderBy(asc(raceResults.place));
  return rows.map((row) => `${row.name} (${row.status === 'Finished' ? formatTime(row.ms) : row.status})`);
}

/** The groups of `round`, each as its members' display names (empty until they are drawn). */
export async function loadRoundGroups(tx: Tx, round: string): Promise<string[][]> {
  const rows = await tx
    .select({ group: groups.groupNumber, name: users.displayName })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.year, currentSeasonYear), eq(groupMembers.round, round)))
    .orderBy(asc(groups.groupNumber), asc(groupMembers.pot));
  const byGroup = new Map<number, string[]>();
  for (const row of rows) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), row.name]);
  return [...byGroup.values()];
}
