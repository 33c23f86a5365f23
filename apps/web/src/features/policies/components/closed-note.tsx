import { type ClosedBy, useClosedBy } from '@/features/policies/use-closed-by';
import { formatDate } from '@/shared/format/money';

/** "Transferred out on 15 Jun 2026", "Withdrawn in full on 15 Jun 2026", or "Closed on 15 Jun 2026". */
export function closedWords(closedOn: string, by: ClosedBy): string {
  const day = formatDate(closedOn);
  if (by === 'transfer_out') return `Transferred out on ${day}`;
  if (by === 'withdrawal') return `Withdrawn in full on ${day}`;
  return `Closed on ${day}`;
}

export interface ClosedNoteProps {
  policyId: string;
  closedOn: string;
  className?: string;
}

/**
 * "Transferred out on 15 Jun 2026" (or "Withdrawn in full on …", from the policy's transactions of that day;
 * "Closed on …" until they say): a closed policy's value is gone, so no "figures may have moved since".
 */
export function ClosedNote({ policyId, closedOn, className }: ClosedNoteProps) {
  const by = useClosedBy(policyId, closedOn);
  return (
    <p data-testid="policy-closed" className={className}>
      {closedWords(closedOn, by)}
    </p>
  );
}
