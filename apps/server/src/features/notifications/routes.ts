/** Discord notifications (rules §15, admin): the webhook of each channel, a test message, the last deliveries. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_CHANNELS, parseWebhookUrl, type NotificationChannel } from '@pokered/core/discordNotifications';
import {
  dropPendingResponse,
  dropPendingSchema,
  notificationsResponseSchema,
  putNotificationsSchema,
  testNotificationResponse,
  testNotificationSchema,
} from '@pokered/core/schemas/notifications';
import { webhookOrigins } from '../../env.ts';
import { requireUser } from '../../http/access.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { dropPending, queueTestMessage, writeWebhooks } from './mutations.ts';
import { readNotificationSettings } from './queries.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const origins = webhookOrigins(app.env.DISCORD_WEBHOOK_BASE_URL);

  app.get(
    '/admin/notifications',
    { config: { access: 'admin' }, schema: { response: { 200: notificationsResponseSchema } } },
    async () => readNotificationSettings(app.db, origins),
  );

  app.put(
    '/admin/notifications',
    {
      config: { access: 'admin' },
      schema: { body: putNotificationsSchema, response: { 200: notificationsResponseSchema } },
    },
    async (request) => {
      const changes: Partial<Record<NotificationChannel, string | null>> = {};
      for (const channel of NOTIFICATION_CHANNELS) {
        const value = request.body[channel];
        if (value === undefined) continue;
        const url = value === '' ? null : value;
        if (url !== null && parseWebhookUrl(url, origins) === null)
          throw badRequest(
            `The ${channel} webhook must be a Discord webhook URL: ${origins[0] ?? ''}/api/webhooks/{id}/{token}.`,
          );
        changes[channel] = url;
      }
      await writeWebhooks(app.db, requireUser(request).id, changes);
      return readNotificationSettings(app.db, origins);
    },
  );

  app.post(
    '/admin/notifications/test',
    {
      config: { access: 'admin' },
      schema: { body: testNotificationSchema, response: { 202: testNotificationResponse } },
    },
    async (request, reply) => {
      const { channel } = request.body;
      const id = await queueTestMessage(app.db, requireUser(request).id, channel);
      if (id === null) throw conflict(`The ${channel} channel has no working webhook: set one first.`);
      app.notifier.kick();
      return reply.status(202).send({ message: `Test message queued for ${channel}.`, id });
    },
  );

  // rules §26: a flood already queued (by many accounts, or before the caps) need not reach Discord.
  app.post(
    '/admin/notifications/drop-pending',
    {
      config: { access: 'admin' },
      schema: { body: dropPendingSchema, response: { 200: dropPendingResponse } },
    },
    async (request) => {
      const { channel } = request.body;
      const dropped = await dropPending(app.db, requireUser(request).id, channel);
      const where = channel === undefined ? '' : ` for ${channel}`;
      return { message: `${String(dropped)} waiting message${dropped === 1 ? '' : 's'}${where} dropped.`, dropped };
    },
  );
};
