/** Insight (back office): being built. */
export function InsightPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
