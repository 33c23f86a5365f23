/** Policies (back office): being built. */
export function PoliciesPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
