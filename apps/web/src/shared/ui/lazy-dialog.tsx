import { lazy, type ReactNode, Suspense, useState } from 'react';
import { buttonClass } from './button';
import type { ConfirmButtonProps, ConfirmDialogProps, ConfirmQuestion, FormDialogProps } from './dialog';

/*
 * The dialogs load when first opened (a confirming button, when its page has shown): a page shows
 * without the dialog library, which keeps every back-office screen within its size budget.
 */
const load = () => import('./dialog');
const FormDialogImpl = lazy(() => load().then((module) => ({ default: module.FormDialog })));
const ConfirmDialogImpl = lazy(() => load().then((module) => ({ default: module.ConfirmDialog })));
const ConfirmButtonImpl = lazy(() => load().then((module) => ({ default: module.ConfirmButton })));

export function FormDialog(props: FormDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <FormDialogImpl {...props} />
    </Suspense>
  );
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  );
}

export function ConfirmButton(props: ConfirmButtonProps) {
  return (
    <Suspense
      fallback={
        <button
          type="button"
          disabled
          className={props.triggerClassName ?? buttonClass(props.danger ? 'danger' : 'primary')}
        >
          {props.label}
        </button>
      }
    >
      <ConfirmButtonImpl {...props} />
    </Suspense>
  );
}

/**
 * Asks before a destructive action: `ask(question, opener)` from a button's click; render `dialog`
 * anywhere. The focus goes back to the opener when the question closes.
 */
export function useConfirm(): [
  (question: Omit<ConfirmQuestion, 'danger'>, opener: HTMLElement | null) => void,
  ReactNode,
] {
  const [state, setState] = useState<{ question: ConfirmQuestion; opener: HTMLElement | null } | null>(null);
  const dialog = state ? (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && setState(null)}
      danger
      {...state.question}
      returnFocusTo={state.opener}
    />
  ) : null;
  return [(question, opener) => setState({ question, opener }), dialog];
}
