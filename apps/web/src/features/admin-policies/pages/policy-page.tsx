/** Policy (back office): being built. */
export function PolicyPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
