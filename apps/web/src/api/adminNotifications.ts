import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationChannel } from '@pokered/core/discordNotifications';
import type {
  Delivery,
  DropPendingResponse,
  NotificationsResponse,
  PutNotificationsRequest,
} from '@pokered/core/schemas/notifications';
import { api } from '../urls';
import { http } from './http';

/** Discord notifications (admin, rules §15): each channel's masked webhook and the last 50 deliveries. */
export type { Delivery, NotificationsResponse, NotificationChannel };

export const notificationsQueryKey = ['admin', 'notifications'] as const;

/** GET /api/admin/notifications (admin). */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return http.get(api.admin.notifications, { signal });
}

/** Polls every 2 s while a delivery is pending, so a test message shows "sent" without a reload. */
export function useNotifications() {
  return useQuery(
    queryOptions({
      queryKey: notificationsQueryKey,
      queryFn: ({ signal }) => getNotifications(signal),
      refetchInterval: (query) =>
        query.state.data?.deliveries.some((delivery) => delivery.state === 'pending') ? 2_000 : false,
    }),
  );
}

/** PUT /api/admin/notifications (admin): a URL sets, null clears, absent keeps. */
export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutNotificationsRequest): Promise<NotificationsResponse> =>
      http.put(api.admin.notifications, body),
    onSuccess: (data) => queryClient.setQueryData(notificationsQueryKey, data),
  });
}

/** POST /api/admin/notifications/test (admin) {channel} → 202 {message, id}. */
export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: NotificationChannel): Promise<{ message: string; id: string }> =>
      http.post(api.admin.notificationsTest, { channel }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

/** POST /api/admin/notifications/drop-pending (admin) {} → {message, dropped}: no waiting message is sent (rules §26). */
export function useDropPendingNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<DropPendingResponse> => http.post(api.admin.notificationsDropPending, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
