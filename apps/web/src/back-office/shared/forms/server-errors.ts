import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isHttpError } from '@/shared/http/client';
import { isNetworkFailure, OFFLINE_ACTION } from '@/shared/http/connection';

/** Where a form keeps the message of a failure that is about none of its fields (shown by formError). */
export const FORM_ERROR = 'root.server';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** Where an error can go: a field's path, or a message of the form's own (`root.…`). */
type ErrorPath<T extends FieldValues> = Path<T> | `root.${string}`;

/**
 * Shows a failed save on a form. A 422 naming some of `fields` puts each one's first message under that
 * field and answers true. `fields` are the API's names (such as `email` or `address.town`) where the form
 * uses the same paths, or a map from the API's names to the form's paths where it does not. Anything else
 * (another status, a network failure, a 422 about none of these fields) goes to `otherwise`, by default
 * the form's own message (see formError), with the server's message when it sent one.
 *
 * Only `fields` get errors: an error on a name the form does not register would never be cleared, and
 * react-hook-form refuses to submit while any error is set.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  failure: unknown,
  fields: readonly Path<T>[] | Readonly<Record<string, ErrorPath<T>>>,
  otherwise: (message: string) => void = (message) => form.setError(FORM_ERROR, { message }),
): boolean {
  const pairs = (Array.isArray(fields) ? fields.map((name) => [name, name]) : Object.entries(fields)) as [
    string,
    ErrorPath<T>,
  ][];
  const named =
    isHttpError(failure) && failure.status === 422
      ? pairs.flatMap(([apiName, name]) => {
          const message = failure.field(apiName);
          return message ? [{ name, message }] : [];
        })
      : [];
  for (const { name, message } of named) form.setError(name, { type: 'server', message });
  if (named.length === 0) {
    otherwise(
      isHttpError(failure)
        ? failure.message
        : isNetworkFailure(failure)
          ? OFFLINE_ACTION
          : SOMETHING_WENT_WRONG,
    );
  }
  return named.length > 0;
}

/** The form's own message set by showServerErrors; react-hook-form clears it when the form is sent again. */
export function formError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  return errors.root?.server?.message;
}
