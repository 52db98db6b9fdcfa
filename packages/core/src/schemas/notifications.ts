/** GET/PUT /api/admin/notifications and POST /api/admin/notifications/test (rules §15). */
import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../discordNotifications.ts';
import { safeText } from './text.ts';

export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/** A new URL, null to clear, or left out to keep the stored one (the page never holds the whole URL). */
const webhookInput = safeText.trim().max(300).nullable().optional();

export const putNotificationsSchema = z.object({
  announcements: webhookInput,
  results: webhookInput,
  commentary: webhookInput,
});
export type PutNotificationsRequest = z.infer<typeof putNotificationsSchema>;

export const testNotificationSchema = z.object({ channel: notificationChannelSchema });

const webhookView = z
  .object({
    id: z.string(),
    tokenEnd: z.string(),
    /** Why the webhook is no longer used (Discord said it was deleted), or null. */
    disabled: z.string().nullable(),
  })
  .nullable();

export const deliverySchema = z.object({
  id: z.string(),
  channel: notificationChannelSchema,
  event: z.string(),
  summary: z.string(),
  state: z.enum(['pending', 'sent', 'failed']),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const notificationsResponseSchema = z.object({
  announcements: webhookView,
  results: webhookView,
  commentary: webhookView,
  deliveries: z.array(deliverySchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/admin/notifications/test → 202: the message is queued, its state shows among the deliveries. */
export const testNotificationResponse = z.object({ message: z.string(), id: z.string() });

/** POST /api/admin/notifications/drop-pending (rules §26): every waiting message, or those of one channel. */
export const dropPendingSchema = z.object({ channel: notificationChannelSchema.optional() });
export const dropPendingResponse = z.object({ message: z.string(), dropped: z.number().int() });
export type DropPendingResponse = z.infer<typeof dropPendingResponse>;
