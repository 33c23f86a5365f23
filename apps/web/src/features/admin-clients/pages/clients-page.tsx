/** Clients (back office): being built. */
export function ClientsPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
