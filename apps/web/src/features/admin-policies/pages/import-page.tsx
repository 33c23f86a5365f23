/** Import Valuations (back office): being built. */
export function ImportPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
