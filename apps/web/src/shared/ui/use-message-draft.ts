import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isHttpError } from '@/shared/http/client';
import { toastError } from './toast';

/**
 * The text of a reply box and its sending: checked before it goes, one send at a time, the server's
 * objection shown on the field and any other failure in a toast. `sent` feeds a status for screen
 * readers; typing again clears the error.
 */
export function useMessageDraft(
  send: UseMutationResult<unknown, Error, string>,
  problemOf: (body: string) => string | null,
  failed: string,
) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(body);
    setError(problem);
    setSent(false);
    if (problem || send.isPending) return;
    send.mutate(body, {
      onSuccess: () => {
        setBody('');
        setSent(true);
      },
      onError: (failure) => {
        const field = isHttpError(failure) && failure.status === 422 ? failure.field('body') : undefined;
        if (field) setError(field);
        else toastError(failed);
      },
    });
  };
  const change = (value: string) => {
    setBody(value);
    if (error) setError(null);
  };
  return { body, change, error, sent, submit, busy: send.isPending };
}
