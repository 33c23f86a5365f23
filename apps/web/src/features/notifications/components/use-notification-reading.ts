import type { Notification } from '@sextant/contracts/notifications';
import { useEffect, useState } from 'react';
import { useMarkNotificationRead } from '@/shared/api/mark-notification-read';

export interface NotificationReading {
  /** The notifications open in place (a phone's list). */
  open: ReadonlySet<string>;
  toggle: (notification: Notification) => void;
  /** Its link was followed. */
  follow: (notification: Notification) => void;
}

/**
 * Which notifications are open in place, the one chosen in the address open from the start; an unread one
 * is marked read once opened, followed or shown beside the list (`chosen`).
 */
export function useNotificationReading(
  chosenId: string | null,
  chosen: Notification | undefined,
): NotificationReading {
  const markRead = useMarkNotificationRead();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(chosenId ? [chosenId] : []));
  const { mutate: markChosenRead } = markRead;
  useEffect(() => {
    if (chosen && !chosen.isRead) markChosenRead(chosen.id);
  }, [chosen, markChosenRead]);

  const toggle = ({ id, isRead }: Notification) => {
    const opening = !open.has(id);
    setOpen((shown) => {
      const next = new Set(shown);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening && !isRead) markRead.mutate(id);
  };
  const follow = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
  };
  return { open, toggle, follow };
}
