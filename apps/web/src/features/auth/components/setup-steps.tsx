import type { ReactNode } from 'react';

/** Numbered steps, in SPEC's style: a circled number beside each line. */
export function Steps({ steps }: { steps: ReactNode[] }) {
  return (
    <ol className="flex list-none flex-col gap-3 text-base text-ink">
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed for the panel's life; their order is their identity
        <li key={index} className="flex gap-3">
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-teal-50 text-sm font-semibold text-accent-ink"
          >
            {index + 1}
          </span>
          <span className="min-w-0 pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** The key as a person copies it by eye: groups of four ("JBSW Y3DP EHPK 3PXP"). */
const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/** The key in groups of four, selectable, for typing into the app by hand. */
export function KeyText({ secret }: { secret: string }) {
  return (
    <code
      data-testid="otp-secret"
      className="mt-1.5 block rounded-lg bg-surface px-3 py-2 font-mono text-sm font-semibold tracking-wider break-words text-ink select-all"
    >
      {groupedKey(secret)}
    </code>
  );
}
