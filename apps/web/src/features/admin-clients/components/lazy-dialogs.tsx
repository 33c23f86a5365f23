import { type ComponentProps, lazy, Suspense } from 'react';
import type * as Dialogs from './dialogs';

/*
 * The dialogs load when first opened: the page shows without the dialog library, which keeps every
 * back-office screen within its size budget.
 */
const FormDialogImpl = lazy(() => import('./dialogs').then((m) => ({ default: m.FormDialog })));
const ConfirmDialogImpl = lazy(() => import('./dialogs').then((m) => ({ default: m.ConfirmDialog })));

export function FormDialog(props: ComponentProps<typeof Dialogs.FormDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <FormDialogImpl {...props} />
    </Suspense>
  );
}

export function ConfirmDialog(props: ComponentProps<typeof Dialogs.ConfirmDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  );
}
