import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

type Question = Omit<ConfirmDialogProps, 'onClose' | 'opener'>;

/** Asks before a destructive action: `ask(question)` from a button's click; render `dialog` anywhere. */
export function useConfirm(): [(question: Question, opener: HTMLElement | null) => void, ReactNode] {
  const [state, setState] = useState<(Question & { opener: HTMLElement | null }) | null>(null);
  const dialog = state ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...state} onClose={() => setState(null)} />
    </Suspense>
  ) : null;
  return [(question, opener) => setState({ ...question, opener }), dialog];
}
