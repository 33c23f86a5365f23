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
          <div className="min-w-0 pt-0.5">{step}</div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The key in groups of four, as a person reads it by eye ("JBSW Y3DP …"), for typing into the app by hand.
 * The groups are spaced by margin, not spaces, so the key selected and copied by hand is the key itself.
 */
export function KeyText({ secret }: { secret: string }) {
  return (
    <code
      data-testid="otp-secret"
      className="mt-1.5 block rounded-lg bg-surface px-3 py-2 font-mono text-sm font-semibold tracking-wider break-words text-ink select-all"
    >
      {secret.match(/.{1,4}/g)?.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a group's place in the key is its identity
        <span key={index} className="mr-2 inline-block last:mr-0">
          {group}
        </span>
      ))}
    </code>
  );
}
