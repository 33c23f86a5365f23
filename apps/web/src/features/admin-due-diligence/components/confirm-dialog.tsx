import { AlertDialog } from 'radix-ui';
import { buttonClass } from '../../../shared/ui/button';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Closed (confirmed or not): the caller unmounts the dialog. */
  onClose: () => void;
  /** Where the focus goes back to (the button that asked). */
  opener: HTMLElement | null;
}

/**
 * A destructive action's question. Loaded on demand (its page shows without the dialog library) and
 * opened at once; the focus returns to the button that asked.
 */
export default function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  opener,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-navy-950/40" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-surface p-6 shadow-card"
        >
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-ink-muted">{description}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('secondary', 'md', 'border-red-300 text-red-800')}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
