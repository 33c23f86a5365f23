/** Providers (back office): being built. */
export function ProvidersPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
