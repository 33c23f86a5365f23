/** Due Diligence (back office): being built. */
export function ReportsPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
