import {
  VULNERABILITY_RETENTION_MONTHS as RANGE,
  VULNERABILITY_TEXTS as TEXTS,
} from '@sextant/contracts/rules/vulnerability';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import {
  useSetVulnerabilityRetention,
  vulnerabilityRetentionQuery,
} from '@/back-office/features/firm/api/vulnerability-retention';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { Skeleton } from '@/shared/ui/skeleton';
import { SubmitButton } from '@/shared/ui/submit-button';

const validMonths = (text: string) => {
  const months = Number(text);
  return /^\d+$/.test(text.trim()) && months >= RANGE.min && months <= RANGE.max ? months : null;
};

function RetentionForm({ months }: { months: number }) {
  const save = useSetVulnerabilityRetention();
  const [text, setText] = useState(String(months));
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  useEffect(() => setText(String(months)), [months]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved('');
    const chosen = validMonths(text);
    if (chosen === null) return setError(TEXTS.retention);
    setError('');
    save.mutate(chosen, {
      onSuccess: (answer) => setSaved(`Ended records are now kept for ${answer.months} months.`),
      onError: (failure) => setError((isHttpError(failure) && failure.field('months')) || failure.message),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Keep ended records for (months)"
        type="number"
        inputMode="numeric"
        min={RANGE.min}
        max={RANGE.max}
        step={1}
        value={text}
        error={error}
        hint={`From ${RANGE.min} to ${RANGE.max}. A change applies to records already ended; the daily run deletes those past it.`}
        onChange={(event) => {
          setText(event.target.value);
          setSaved('');
        }}
        className="sm:max-w-40"
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={save.isPending} className="sm:w-auto">
          Save retention period
        </SubmitButton>
        <p role="status" className="text-sm font-medium text-teal-900">
          {saved}
        </p>
      </div>
    </form>
  );
}

/**
 * The firm's retention period for vulnerability records (admins): how long a record ended by the client's
 * withdrawal of consent is kept before it is deleted.
 */
export default function RetentionSetting() {
  const query = useQuery(vulnerabilityRetentionQuery());
  return (
    <section aria-labelledby="firm-vulnerability-retention" className="flex flex-col gap-3">
      <h2 id="firm-vulnerability-retention" className="text-lg font-semibold tracking-tight text-ink">
        Vulnerability records
      </h2>
      <p className="text-sm text-ink-muted">
        When a client withdraws consent, their record of support needs ends. It is kept for this period, then
        deleted.
      </p>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorMessage message="The retention period could not be loaded." />
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <RetentionForm months={query.data.months} />
      )}
    </section>
  );
}
