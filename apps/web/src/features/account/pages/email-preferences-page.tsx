import type { EmailPreferenceKind, EmailPreferences } from '@sextant/contracts/client-data';
import { EMAIL_PREFERENCE_KINDS } from '@sextant/contracts/rules/client-data';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailCheck, RotateCw } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { emailPreferencesQuery, updateEmailPreferences } from '@/features/account/api/email-preferences';
import { EMAIL_PREFERENCE_LABELS } from '@/features/account/texts';
import { queryClient } from '@/shared/query/query-client';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorMessage } from '@/shared/ui/messages';
import { PageSection } from '@/shared/ui/page-section';
import { SkeletonList } from '@/shared/ui/skeleton';

export const EMAIL_PREFERENCE_TEXTS = {
  saved: 'Your email choices are saved.',
  failed: 'Your choice could not be saved just now. Please try again.',
} as const;

function PreferenceSwitch({
  kind,
  checked,
  onChange,
}: {
  kind: EmailPreferenceKind;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const { label, description } = EMAIL_PREFERENCE_LABELS[kind];
  return (
    <li className="flex items-center gap-4 px-4 py-3.5">
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor={id} className="cursor-pointer font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-ink-muted">
          {description}
        </p>
      </div>
      {/* Drawn 48×28: its ::after makes the tap area 64×44. */}
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-navy-200 after:absolute after:-inset-2 after:content-[''] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=checked]:bg-teal-600"
      >
        <Switch.Thumb className="block size-5.5 translate-x-0.75 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5.75" />
      </Switch.Root>
    </li>
  );
}

/**
 * /tabs/account/email-preferences: the optional emails, each saved as it is switched. Notices that a statement
 * or a document needing action is ready are always sent: the firm relies on them to deliver statements.
 */
export function EmailPreferencesPage() {
  const query = useQuery(emailPreferencesQuery());
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: updateEmailPreferences,
    onMutate: (next) => {
      const before = queryClient.getQueryData(emailPreferencesQuery().queryKey);
      queryClient.setQueryData(emailPreferencesQuery().queryKey, next);
      setMessage(null);
      return { before };
    },
    onSuccess: (stored) => {
      queryClient.setQueryData(emailPreferencesQuery().queryKey, stored);
      setMessage(EMAIL_PREFERENCE_TEXTS.saved);
    },
    onError: (_error, _next, context) => {
      if (context?.before) queryClient.setQueryData(emailPreferencesQuery().queryKey, context.before);
    },
  });

  const change = (preferences: EmailPreferences, kind: EmailPreferenceKind, checked: boolean) =>
    save.mutate({ ...preferences, [kind]: checked });

  return (
    <PageSection
      heading="Email preferences"
      description="Emails only tell you that something is waiting in your portal: they never include financial details."
    >
      {query.isPending ? (
        <SkeletonList rows={3} label="Loading your email choices" />
      ) : query.isError ? (
        <EmptyState icon={MailCheck} message="Your email choices could not be loaded just now.">
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </EmptyState>
      ) : (
        <>
          <ul
            aria-label="Optional emails"
            className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
          >
            {EMAIL_PREFERENCE_KINDS.map((kind) => (
              <PreferenceSwitch
                key={kind}
                kind={kind}
                checked={query.data[kind]}
                onChange={(checked) => change(query.data, kind, checked)}
              />
            ))}
          </ul>
          <p role="status" className="min-h-5 text-sm font-medium text-teal-900">
            {save.isPending ? 'Saving…' : message}
          </p>
          <ErrorMessage message={save.isError ? EMAIL_PREFERENCE_TEXTS.failed : null} />
        </>
      )}
      <div className="flex items-start gap-3 rounded-2xl border border-line bg-canvas p-4 text-sm text-ink">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
        <p>
          <span className="font-semibold">Always sent:</span> we always email you when a new statement is
          ready, or when a document needs you to acknowledge or sign it. Your firm must make sure you receive
          these, so they cannot be switched off.
        </p>
      </div>
    </PageSection>
  );
}
