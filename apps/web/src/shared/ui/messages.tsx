import { CircleAlert, CircleCheck } from 'lucide-react';
import { cx } from './cx';

/** A form's error: announced at once (role="alert"). Renders nothing without a message. */
export function ErrorMessage({
  message,
  className,
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={cx(
        'flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-px size-4.5 shrink-0" />
      <span>{message}</span>
    </div>
  );
}

/** Good news after an action (role="status": announced politely). Renders nothing without a message. */
export function SuccessMessage({
  message,
  className,
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <div
      role="status"
      className={cx(
        'flex items-start gap-2.5 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-sm font-medium text-teal-900',
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="mt-px size-4.5 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
