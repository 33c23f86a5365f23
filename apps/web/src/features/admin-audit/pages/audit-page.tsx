/** Audit Log (back office): being built. */
export function AuditPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
