/** Insights (back office): being built. */
export function InsightsPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
