import { ShieldAlert } from 'lucide-react';
import { useAuthStore } from '@/features/auth/store';
import { TEXTS } from '@/features/auth/texts';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useFlow } from './flow-context';

export function TermsStep() {
  const { busy, error, acceptTerms, declineTerms } = useFlow((state) => state);
  const termsText = useAuthStore((state) => state.termsText);
  return (
    <div className="flex flex-col gap-4">
      {/* SPEC §9: the terms scroll within 400px. Focusable, so the keyboard can scroll it too. */}
      <section
        data-testid="terms-text"
        aria-label="Terms text"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className="max-h-[400px] overflow-y-auto rounded-2xl border border-line bg-canvas p-4 text-sm leading-relaxed whitespace-pre-line text-ink"
      >
        {termsText}
      </section>
      <ErrorMessage message={error} />
      <div className="grid grid-cols-2 gap-3">
        <SubmitButton type="button" variant="secondary" disabled={busy} onClick={declineTerms}>
          Decline
        </SubmitButton>
        <SubmitButton type="button" busy={busy} onClick={() => void acceptTerms()}>
          Accept
        </SubmitButton>
      </div>
    </div>
  );
}

export function TermsRejectedStep() {
  const reconsiderTerms = useFlow((state) => state.reconsiderTerms);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex gap-3 rounded-2xl border border-gold-400/60 bg-gold-300/20 p-4">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
        <p className="text-base text-ink">{TEXTS.termsRejected}</p>
      </div>
      <SubmitButton type="button" onClick={reconsiderTerms}>
        I have changed my mind
      </SubmitButton>
    </div>
  );
}
