import type { NotificationSent, SendNotificationRequest } from '@sextant/contracts/admin-notifications';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';
import { queryClient } from '../../../shared/query/query-client';
import { sentNotificationsKey } from './get-sent-notifications';

/** POST /v1/admin/notifications: to one client or to every active client; answers how many got it. */
export const sendNotification = (notification: SendNotificationRequest) =>
  http.postJson<NotificationSent>('/admin/notifications', notification);

export function useSendNotification() {
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentNotificationsKey }),
  });
}
