/** Staff (back office): being built. */
export function StaffPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
