import { CircleAlert, CircleCheck } from 'lucide-react';
import { cx } from './cx';

interface MessageProps {
  message: string | null | undefined;
  /** A plain explanation under the message (beside SPEC's own wording, never instead of it). */
  detail?: string | null | undefined;
  className?: string;
}

const TONES = {
  error: { role: 'alert', icon: CircleAlert, colours: 'border-red-200 bg-red-50 text-red-800' },
  success: { role: 'status', icon: CircleCheck, colours: 'border-teal-200 bg-teal-50 text-teal-900' },
} as const;

function Notice({ message, detail, className, tone }: MessageProps & { tone: keyof typeof TONES }) {
  if (!message) return null;
  const { role, icon: Icon, colours } = TONES[tone];
  return (
    <div
      role={role}
      className={cx(
        'flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm font-medium',
        colours,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-px size-4.5 shrink-0" />
      <span>
        {message}
        {detail && <span className="mt-1 block font-normal">{detail}</span>}
      </span>
    </div>
  );
}

/** A form's error: announced at once (role="alert"). Renders nothing without a message. */
export const ErrorMessage = (props: MessageProps) => <Notice {...props} tone="error" />;

/** Good news after an action (role="status": announced politely). Renders nothing without a message. */
export const SuccessMessage = (props: MessageProps) => <Notice {...props} tone="success" />;
