import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { supportReasonsQuery } from '@/features/auth/api/get-support-reasons';
import { TEXTS } from '@/features/auth/texts';
import { SelectField, TextField } from '@/shared/ui/field';
import { ErrorMessage } from '@/shared/ui/messages';
import { SubmitButton } from '@/shared/ui/submit-button';
import { EmailField } from './email-field';
import { fieldOf, useFlow } from './flow-context';
import { SentNotice } from './sent-notice';
import { textLinkClass } from './step-link';

function BackToSignIn() {
  return (
    <Link to="/login/form" className={textLinkClass}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Link>
  );
}

export function ContactSupportStep() {
  const { email, busy, error, submitSupport } = useFlow((state) => state);
  const reasons = useQuery(supportReasonsQuery());

  // SPEC §8: a failed fetch of the reasons is logged by the query cache; the form still sends what it can.

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void submitSupport({
          name: fieldOf(form, 'name'),
          email: fieldOf(form, 'email'),
          reason: fieldOf(form, 'reason'),
        });
      }}
    >
      <TextField label="Your Name" name="name" autoComplete="name" />
      <EmailField defaultValue={email} />
      <SelectField
        label="Reason"
        name="reason"
        placeholder="Please select a reason"
        options={reasons.data ?? []}
        defaultValue=""
      />
      <ErrorMessage message={error} />
      <SubmitButton busy={busy}>Submit</SubmitButton>
      <BackToSignIn />
    </form>
  );
}

export function SupportRequestSentStep() {
  return (
    <div className="flex flex-col gap-5">
      <SentNotice icon={CircleCheck}>{TEXTS.supportRequestSent}</SentNotice>
      <BackToSignIn />
    </div>
  );
}
