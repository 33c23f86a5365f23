import { useQuery } from '@tanstack/react-query';
import { Fingerprint, KeyRound, RotateCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { addPasskey } from '@/features/passkeys/api/add-passkey';
import { getCreationOptions } from '@/features/passkeys/api/get-creation-options';
import { passkeysQuery } from '@/features/passkeys/api/passkeys';
import { removePasskey } from '@/features/passkeys/api/remove-passkey';
import { renamePasskey } from '@/features/passkeys/api/rename-passkey';
import { formatDate } from '@/shared/format/money';
import type { ApiData } from '@/shared/http/api';
import { isHttpError } from '@/shared/http/client';
import { queryClient } from '@/shared/query/query-client';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage, SuccessMessage } from '@/shared/ui/messages';
import { PageSection } from '@/shared/ui/page-section';
import { SkeletonList } from '@/shared/ui/skeleton';
import { SubmitButton } from '@/shared/ui/submit-button';
import { createPasskey, isPasskeyCancelled } from '@/shared/webauthn';

type Passkey = ApiData<'/user/passkeys', 'get'>['items'][number];

export const PASSKEY_TEXTS = {
  added: 'Passkey added. Next time you sign in, choose "Use a passkey" instead of typing the code.',
  cancelled: 'No passkey was added: the request was closed or timed out. You can try again.',
  failed: 'The passkey could not be added. Please try again.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed. It can no longer be used to sign in.',
  actionFailed: 'That did not work just now. Please try again.',
} as const;

const fieldValue = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

const refreshList = () => queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey });

/** Adds a passkey: a fresh password (or authenticator code) first, then the browser's own prompt. */
function AddPasskeyForm({ onAdded }: { onAdded(message: string): void }) {
  const [proof, setProof] = useState<'password' | 'code'>('password');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const name = fieldValue(form, 'name').trim();
    if (!name) {
      setFieldErrors({ name: 'Give the passkey a name, such as the device it is on.' });
      return;
    }
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const options = await getCreationOptions(
        proof === 'password'
          ? { current_password: fieldValue(form, 'current_password') }
          : { otp: fieldValue(form, 'otp').trim() },
      );
      const credential = await createPasskey(options);
      await addPasskey(name, credential);
      form.reset();
      await refreshList();
      onAdded(PASSKEY_TEXTS.added);
    } catch (caught) {
      if (isHttpError(caught) && Object.keys(caught.fieldErrors).length > 0) {
        setFieldErrors({
          name: caught.field('name'),
          current_password: caught.field('current_password'),
          otp: caught.field('otp'),
        });
        setError(caught.field('credential') ?? null);
      } else setError(isPasskeyCancelled(caught) ? PASSKEY_TEXTS.cancelled : PASSKEY_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="add-passkey-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <h3 id="add-passkey-heading" className="text-lg font-semibold text-ink">
        Add a passkey
      </h3>
      <TextField
        label="Name"
        name="name"
        defaultValue="My passkey"
        maxLength={60}
        autoComplete="off"
        hint="So you can tell your passkeys apart, for example “Work laptop”."
        error={fieldErrors.name}
      />
      {proof === 'password' ? (
        <TextField
          label="Your current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          hint="To check it is you before adding a way to sign in."
          error={fieldErrors.current_password}
        />
      ) : (
        <TextField
          label="Code from your authenticator app"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint="To check it is you before adding a way to sign in."
          error={fieldErrors.otp}
        />
      )}
      <button
        type="button"
        className={buttonClass('ghost', 'md', 'self-start')}
        onClick={() => {
          setProof(proof === 'password' ? 'code' : 'password');
          setFieldErrors({});
        }}
      >
        {proof === 'password'
          ? 'Use a code from your authenticator app instead'
          : 'Use your password instead'}
      </button>
      <ErrorMessage message={error} />
      <SubmitButton busy={busy}>
        <Fingerprint aria-hidden="true" className="size-5" />
        Add a passkey
      </SubmitButton>
    </form>
  );
}

function PasskeyItem({ passkey, onDone }: { passkey: Passkey; onDone(message: string): void }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();

  async function act(task: () => Promise<unknown>, message: string) {
    setBusy(true);
    setError(null);
    setNameError(undefined);
    try {
      await task();
      await refreshList();
      setMode('view');
      onDone(message);
    } catch (caught) {
      const field = isHttpError(caught) ? caught.field('name') : undefined;
      if (field) setNameError(field);
      else setError(PASSKEY_TEXTS.actionFailed);
    } finally {
      setBusy(false);
    }
  }

  const synced = passkey.device_type === 'multiDevice' || passkey.backed_up;
  return (
    <li className="flex flex-col gap-3 px-4 py-4" aria-label={passkey.name}>
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-ink">{passkey.name}</p>
          <p className="text-sm text-ink-muted">
            Added {formatDate(passkey.created_at)} ·{' '}
            {passkey.last_used_at ? `Last used ${formatDate(passkey.last_used_at)}` : 'Not used yet'}
          </p>
          <p className="text-sm text-ink-muted">
            {synced ? 'Synced between your devices' : 'Kept on one device or security key'}
          </p>
        </div>
      </div>
      {mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => setMode('rename')}>
            Rename
          </button>
          <button type="button" className={buttonClass('danger')} onClick={() => setMode('remove')}>
            Remove
          </button>
        </div>
      )}
      {mode === 'rename' && (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const name = fieldValue(event.currentTarget, 'name');
            void act(() => renamePasskey(passkey.id, name), PASSKEY_TEXTS.renamed);
          }}
        >
          <TextField
            label="New name"
            name="name"
            defaultValue={passkey.name}
            maxLength={60}
            autoComplete="off"
            autoFocus
            error={nameError}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className={buttonClass('primary')}>
              Save name
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setMode('view')}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {mode === 'remove' && (
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">Remove {passkey.name}</legend>
          <p className="text-sm text-ink">
            Remove “{passkey.name}”? You will no longer be able to sign in with it; your authenticator app
            keeps working.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              className={buttonClass('danger')}
              onClick={() => void act(() => removePasskey(passkey.id), PASSKEY_TEXTS.removed)}
            >
              Remove passkey
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setMode('view')}>
              Keep it
            </button>
          </div>
        </fieldset>
      )}
      <ErrorMessage message={error} />
    </li>
  );
}

/**
 * /tabs/account/passkeys: the client's passkeys, each renamed or removed here, and a new one added after
 * a fresh password or code. At sign-in a passkey stands in for the authenticator code (never the password).
 */
export function PasskeysPage() {
  const query = useQuery(passkeysQuery());
  const [message, setMessage] = useState<string | null>(null);

  return (
    <PageSection
      heading="Passkeys"
      description="A passkey lets you sign in with your fingerprint, face or screen lock instead of typing the code from your authenticator app. You still enter your password first."
    >
      <SuccessMessage message={message} />
      {query.isPending ? (
        <SkeletonList rows={2} label="Loading your passkeys" />
      ) : query.isError ? (
        <EmptyState icon={KeyRound} message="Your passkeys could not be loaded just now.">
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </EmptyState>
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={KeyRound} message="You have no passkeys yet." />
      ) : (
        <ul
          aria-label="Your passkeys"
          className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
        >
          {query.data.items.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onDone={setMessage} />
          ))}
        </ul>
      )}
      <AddPasskeyForm onAdded={setMessage} />
    </PageSection>
  );
}
