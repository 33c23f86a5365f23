/** Notifications (back office): being built. */
export function NotificationsPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
