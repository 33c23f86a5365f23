/** Message Thread (back office): being built. */
export function ThreadPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
