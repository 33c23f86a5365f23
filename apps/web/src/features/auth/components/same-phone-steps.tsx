import { authenticatorUri } from '@sextant/contracts/rules/authenticator';
import { useState } from 'react';
import { buttonClass } from '@/shared/ui/button';
import { KeyText, Steps } from './setup-steps';

/** Copies the key without its spaces; says so, or says to copy it by hand. */
function CopyKey({ secret }: { secret: string }) {
  const [said, setSaid] = useState('');
  const copy = () =>
    navigator.clipboard
      .writeText(secret)
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
}: {
  secret: string;
  account?: string | undefined;
}) {
  return (
    <section aria-labelledby="same-phone" className="flex flex-col gap-4">
      <h2 id="same-phone" className="text-lg font-semibold text-ink">
        Or set it up on this phone
      </h2>
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
