import { Copy } from 'lucide-react';
import { useId } from 'react';
import { buttonClass } from '@/shared/ui/button';
import { toastError, toastSuccess } from '@/shared/ui/toast';

/** The one-time set-up link, shown once: it was mailed too, and the next one sent replaces it. */
export function LinkOnce({ name, link }: { name: string; link: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink">
        We emailed {name} a link to set their password. It works once, for 14 days. You can also pass it on
        yourself; it is not shown again.
      </p>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Password set-up link
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
        className="min-h-11 w-full rounded-xl border border-line bg-navy-50 px-3 font-mono text-sm"
      />
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'self-start')}
        onClick={() =>
          navigator.clipboard
            .writeText(link)
            .then(() => toastSuccess('The link was copied.'))
            .catch(() => toastError('The link could not be copied. Select it and copy it instead.'))
        }
      >
        <Copy aria-hidden="true" className="size-4" />
        Copy link
      </button>
    </div>
  );
}
