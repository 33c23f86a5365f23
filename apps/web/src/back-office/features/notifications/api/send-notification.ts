import type { SendNotificationRequest } from '@sextant/contracts/admin-notifications';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/http/api';
import { queryClient } from '@/shared/query/query-client';
import { sentNotificationsKey } from './get-sent-notifications';

/** To one client or to every active client; answers how many got it. */
export const sendNotification = (notification: SendNotificationRequest) =>
  api.POST('/admin/notifications', { body: notification });

export function useSendNotification() {
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentNotificationsKey }),
  });
}
