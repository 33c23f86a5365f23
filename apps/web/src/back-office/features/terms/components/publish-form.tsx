import type { AdminTermsList } from '@sextant/contracts/admin-terms';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { usePublishTerms } from '@/back-office/features/terms/api/publish-terms';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { ConfirmButton } from '@/shared/ui/dialog';
import { controlClass } from '@/shared/ui/field';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const MAX = 200_000;
const n = (value: number) => value.toLocaleString('en-GB');

/** A new version's text (starting from the current one) and the publish button, with its confirmation. */
export default function PublishForm({ list }: { list: AdminTermsList }) {
  const id = useId();
  const publish = usePublishTerms();
  const form = useForm({ defaultValues: { text: list.latest_text ?? '' } });
  const text = useWatch({ control: form.control, name: 'text' });
  const error = form.formState.errors.text?.message;
  const next = (list.items[0]?.version ?? 0) + 1;
  const unchanged = text.trim() === (list.latest_text ?? '').trim();
  const check = () => {
    if (!text.trim()) return 'Enter the text of the terms.';
    if (text.length > MAX) return 'The terms can be at most 200,000 characters long.';
    return null;
  };

  const confirm = () =>
    publish.mutate(text, {
      onSuccess: (version) => {
        form.clearErrors('text');
        toastSuccess(`Version ${version.version} is published. Clients accept it at their next sign-in.`);
      },
      // The text is its only field: whatever the server refuses is said under it.
      onError: (failure) =>
        showServerErrors(form, failure, ['text'], (message) =>
          isHttpError(failure) && failure.status === 422
            ? form.setError('text', { type: 'server', message })
            : toastError('The terms could not be published. Please try again.'),
        ),
    });

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-6 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        Publish version {next}
      </h2>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Text of the terms (plain text)
      </label>
      <textarea
        id={id}
        {...form.register('text')}
        rows={14}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={cx(
          controlClass,
          'min-h-64 py-3 font-mono text-sm',
          error ? 'border-red-600' : 'border-line',
        )}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        Starts from the current version. {n(text.length)} of {n(MAX)} characters.
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ConfirmButton
        label={`Publish version ${next}`}
        triggerClassName={buttonClass('primary', 'md', 'self-start')}
        disabled={publish.isPending || unchanged}
        onClick={(event) => {
          const problem = check();
          if (problem) {
            event.preventDefault();
            form.setError('text', { message: problem });
          }
        }}
        title={`Publish version ${next}?`}
        description="Every client must read and accept the new terms at their next sign-in before they can use the app; clients signed in now are asked to accept them too. A published version cannot be changed or withdrawn."
        confirm="Publish"
        onConfirm={confirm}
      />
      {unchanged && list.latest_text && (
        <p className="text-sm text-ink-muted">Change the text to publish a new version.</p>
      )}
    </section>
  );
}
