/** Firm Profile (back office): being built. */
export function FirmPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
