import { X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import type { MouseEvent, ReactNode } from 'react';
import { buttonClass } from './button';
import { cx } from './cx';
import { Spinner } from './spinner';

/*
 * The back office's dialogs over Radix (focus kept inside, Escape closes). Import them through
 * lazy-dialog.tsx: the dialog library would put most screens over their size budget.
 */

export type DialogSize = 'sm' | 'md' | 'lg';

const widths: Record<DialogSize, string> = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(36rem,calc(100vw-2rem))]',
  lg: 'w-[min(40rem,calc(100vw-2rem))]',
};
const overlayClass = 'fixed inset-0 z-40 bg-navy-950/40';
const panelClass = (size: DialogSize) =>
  cx(
    'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-surface p-6 shadow-card focus:outline-none',
    widths[size],
  );
const titleClass = 'text-lg font-semibold text-ink';
const descriptionClass = 'text-sm text-ink-muted';

/**
 * A dialog opened without a trigger of its own (it loads on demand) cannot find its opener: Radix would
 * leave the focus on the page's body.
 */
const focusOnClose = (returnFocusTo: HTMLElement | null | undefined) => (event: Event) => {
  if (!returnFocusTo) return;
  event.preventDefault();
  returnFocusTo.focus();
};

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The description is for screen readers only. */
  hideDescription?: boolean;
  size?: DialogSize;
  /** Where the focus goes back to on close (the button that opened it). */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
}

/** A dialog with a title, a close button and a form or content of the caller's. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  size = 'sm',
  returnFocusTo,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          onCloseAutoFocus={focusOnClose(returnFocusTo)}
          className={panelClass(size)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className={titleClass}>{title}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-full p-1 text-ink-muted hover:bg-navy-50">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className={hideDescription ? 'sr-only' : descriptionClass}>
              {description}
            </Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmQuestion {
  title: string;
  description: ReactNode;
  /** The confirming button's text. */
  confirm: string;
  onConfirm: () => void;
  /** A deletion or the like: the confirming button is red. */
  danger?: boolean;
}

interface ConfirmContentProps extends ConfirmQuestion {
  /**
   * Given, the confirming button waits while the caller's call runs and the caller closes the dialog
   * (so a failure can be read in it); left out, the button closes the dialog at once.
   */
  busy?: boolean;
  returnFocusTo?: HTMLElement | null;
  /** More of the question: what changes, a reason to give. */
  children?: ReactNode;
}

function ConfirmContent({
  title,
  description,
  confirm,
  onConfirm,
  danger,
  busy,
  returnFocusTo,
  children,
}: ConfirmContentProps) {
  const confirmClass = buttonClass(danger ? 'danger' : 'primary');
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className={overlayClass} />
      <AlertDialog.Content onCloseAutoFocus={focusOnClose(returnFocusTo)} className={panelClass('sm')}>
        <AlertDialog.Title className={titleClass}>{title}</AlertDialog.Title>
        <AlertDialog.Description className={descriptionClass}>{description}</AlertDialog.Description>
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
          {busy === undefined ? (
            <AlertDialog.Action className={confirmClass} onClick={onConfirm}>
              {confirm}
            </AlertDialog.Action>
          ) : (
            <button
              type="button"
              className={confirmClass}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={onConfirm}
            >
              {busy && <Spinner className="size-4" />}
              {confirm}
            </button>
          )}
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

export interface ConfirmDialogProps extends ConfirmContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before a change that is hard to undo; opened by the caller (no trigger of its own). */
export function ConfirmDialog({ open, onOpenChange, ...question }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <ConfirmContent {...question} />
    </AlertDialog.Root>
  );
}

export interface ConfirmButtonProps extends ConfirmQuestion {
  /** The button's text (and its accessible name). */
  label: ReactNode;
  disabled?: boolean;
  triggerClassName?: string;
  /** Before the question opens; `event.preventDefault()` keeps it closed (a form to correct first). */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** A button that asks before it acts; the focus goes back to it when the question closes. */
export function ConfirmButton({
  label,
  disabled,
  triggerClassName,
  onClick,
  ...question
}: ConfirmButtonProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        disabled={disabled}
        className={triggerClassName ?? buttonClass(question.danger ? 'danger' : 'primary')}
        onClick={onClick}
      >
        {label}
      </AlertDialog.Trigger>
      <ConfirmContent {...question} />
    </AlertDialog.Root>
  );
}
