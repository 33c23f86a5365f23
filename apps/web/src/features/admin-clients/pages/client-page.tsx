/** Client (back office): being built. */
export function ClientPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
