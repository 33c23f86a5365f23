import { authenticatorUri } from '@sextant/contracts/rules/authenticator';
import { useId, useState } from 'react';
import { buttonClass } from '@/shared/ui/button';
import { KeyText, Steps } from './setup-steps';

/** Copies the key without its spaces; says so, or says to copy it by hand. */
function CopyKey({ secret }: { secret: string }) {
  const [said, setSaid] = useState('');
  // Through a promise from the start: without a secure context there is no navigator.clipboard to call.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(secret))
      .then(() => setSaid('The key was copied.'))
      .catch(() => setSaid('The key could not be copied. Select it and copy it instead.'));
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <button type="button" className={buttonClass('secondary', 'md')} onClick={copy}>
        Copy key
      </button>
      <p role="status" className="text-sm text-ink-muted">
        {said}
      </p>
    </div>
  );
}

/** On a phone: a tap opens the authenticator app on this phone with the account filled in. */
export default function SamePhoneSteps({
  secret,
  account,
  headingLevel,
}: {
  secret: string;
  account?: string | undefined;
  /** Under the page's title (sign-in) or under a section's heading (Account). */
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Heading id={headingId} className="text-lg font-semibold text-ink">
        Or set it up on this phone
      </Heading>
      <Steps
        steps={[
          'Install an authenticator app on this phone, such as Microsoft Authenticator or Google Authenticator.',
          <>
            Tap the button: the app opens with your Sextant account filled in. Save it there, then come back
            here.
            <a
              href={authenticatorUri(secret, account)}
              className={buttonClass('primary', 'lg', 'mt-3 w-full')}
            >
              Add to authenticator app
            </a>
          </>,
          <>
            If nothing opens, add an account in the app by hand and enter this key:
            <KeyText secret={secret} />
            <CopyKey secret={secret} />
          </>,
          'Enter the 6-digit code the app now shows for Sextant.',
        ]}
      />
    </section>
  );
}
