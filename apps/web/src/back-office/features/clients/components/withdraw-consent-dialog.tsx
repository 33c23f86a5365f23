import type { ClientVulnerability } from '@sextant/contracts/admin-vulnerability';
import { VULNERABILITY_TEXTS as TEXTS } from '@sextant/contracts/rules/vulnerability';
import { useState } from 'react';
import { useWithdrawVulnerabilityConsent } from '@/back-office/features/clients/api/withdraw-vulnerability-consent';
import { isHttpError } from '@/shared/http/client';
import { TextField } from '@/shared/ui/field';
import { ConfirmDialog } from '@/shared/ui/lazy-dialog';
import { ErrorMessage } from '@/shared/ui/messages';
import { londonToday } from './service-texts';

/**
 * Asks before ending the record on the client's withdrawal of consent, with the day they withdrew it
 * (today unless changed). A refusal stays in the dialog, under the date when it is about the date.
 */
export function WithdrawConsentDialog({
  clientId,
  retentionMonths,
  opener,
  onClose,
  onDone,
}: {
  clientId: string;
  retentionMonths: number;
  opener: HTMLElement | null;
  onClose: () => void;
  onDone: (state: ClientVulnerability) => void;
}) {
  const withdraw = useWithdrawVulnerabilityConsent(clientId);
  const today = londonToday();
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<{ date?: string; other?: string }>({});

  const confirm = () => {
    if (!date) return setErrors({ date: TEXTS.withdrawnDate });
    if (date > today) return setErrors({ date: TEXTS.withdrawnFuture });
    setErrors({});
    withdraw.mutate(date, {
      onSuccess: onDone,
      onError: (failure) => {
        const field = (name: string) => (isHttpError(failure) ? failure.field(name) : undefined);
        const date = field('withdrawn_on');
        setErrors(date ? { date } : { other: field('record') ?? failure.message });
      },
    });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="End the record: consent withdrawn?"
      description={`The record ends and no longer guides how the firm supports the client. It is kept for ${retentionMonths} ${retentionMonths === 1 ? 'month' : 'months'}, then deleted.`}
      confirm="End the record"
      danger
      busy={withdraw.isPending}
      returnFocusTo={opener}
      onConfirm={confirm}
    >
      <div className="flex flex-col gap-3">
        <ErrorMessage message={errors.other} />
        <TextField
          label="Date the client withdrew consent"
          type="date"
          max={today}
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
