/** Messages (back office): being built. */
export function InboxPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
