import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../shared/ui/button';

export interface ConfirmButtonProps {
  /** The trigger's text (and its accessible name with `hiddenLabel`). */
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
  triggerClassName?: string;
}

/** A button that asks before it acts (deletions, unpublishing): Radix's alert dialog keeps the focus. */
export function ConfirmButton({
  label,
  title,
  description,
  confirm,
  onConfirm,
  disabled,
  triggerClassName,
}: ConfirmButtonProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        disabled={disabled}
        className={triggerClassName ?? buttonClass('secondary', 'md', 'border-red-300 text-red-800')}
      >
        {label}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-navy-950/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-surface p-6 shadow-card">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-ink-muted">{description}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('secondary', 'md', 'border-red-300 text-red-800')}
              onClick={onConfirm}
            >
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
