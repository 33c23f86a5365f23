/** Due Diligence Report (back office): being built. */
export function ReportPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
