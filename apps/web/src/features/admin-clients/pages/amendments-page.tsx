/** Amendments (back office): being built. */
export function AmendmentsPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
