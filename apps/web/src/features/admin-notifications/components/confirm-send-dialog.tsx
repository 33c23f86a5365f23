import { AlertDialog } from 'radix-ui';
import { buttonClass } from '../../../shared/ui/button';

interface ConfirmSendDialogProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** Where the focus goes back to when the dialog closes (it has no trigger: it loads on demand). */
  returnFocusTo: HTMLElement | null;
}

/** "Send to all clients?": a notification to everyone cannot be taken back. */
export function ConfirmSendDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
  returnFocusTo,
}: ConfirmSendDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-navy-950/40" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-surface p-6 shadow-card"
        >
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            Send to all clients?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-ink-muted">
            “{title}” goes to the inbox of every active client of the firm. It cannot be taken back.
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary')} onClick={onConfirm}>
              Send to all
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
