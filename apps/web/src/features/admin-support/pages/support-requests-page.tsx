/** Support Requests (back office): being built. */
export function SupportRequestsPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
