/** Terms (back office): being built. */
export function TermsPage() {
  return <p className="text-ink-muted">This section is being built.</p>;
}
