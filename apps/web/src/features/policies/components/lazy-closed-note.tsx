import { lazy, Suspense } from 'react';
import type { ClosedNoteProps } from '@/features/policies/components/closed-note';
import { formatDate } from '@/shared/format/money';

// Only a closed policy needs it: loaded then, so the screens' first load stays within its size budget.
const Note = lazy(() =>
  import('@/features/policies/components/closed-note').then((module) => ({ default: module.ClosedNote })),
);

/** The closed note, saying "Closed on …" while its module and the day's transactions load. */
export function LazyClosedNote(props: ClosedNoteProps) {
  return (
    <Suspense
      fallback={
        <p data-testid="policy-closed" className={props.className}>
          Closed on {formatDate(props.closedOn)}
        </p>
      }
    >
      <Note {...props} />
    </Suspense>
  );
}
