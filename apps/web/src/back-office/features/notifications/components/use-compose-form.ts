import type { NotificationRecipient } from '@sextant/contracts/admin-notifications';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSendNotification } from '@/back-office/features/notifications/api/send-notification';
import { showServerErrors } from '@/back-office/shared/forms/server-errors';
import { toastError, toastSuccess } from '@/shared/ui/toast';

export interface ComposeValues {
  audience: 'all' | 'client';
  recipient: NotificationRecipient | null;
  title: string;
  body: string;
  link: string;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/**
 * The notification's form and its sending: to one client at once, to all only once `confirming` (the
 * question) has been answered. A sent notification leaves the audience as it was for the next.
 */
export function useComposeForm() {
  const send = useSendNotification();
  const form = useForm<ComposeValues>({
    defaultValues: { audience: 'all', recipient: null, title: '', body: '', link: '' },
    // As before react-hook-form: errors change when the form is sent, and the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [audience, body] = useWatch({ control: form.control, name: ['audience', 'body'] });
  const [confirming, setConfirming] = useState(false);

  const sendNow = () => {
    const { audience, recipient, title, body, link } = form.getValues();
    send.mutate(
      {
        title,
        body,
        link: link.trim() || null,
        audience: audience === 'all' ? { type: 'all' } : { type: 'client', client_id: recipient?.uuid ?? '' },
      },
      {
        onSuccess: ({ sent }) => {
          toastSuccess(`Sent to ${plural(sent, 'client', 'clients')}.`);
          form.reset({ ...form.getValues(), title: '', body: '', link: '' });
        },
        onError: (error) => {
          const fields = {
            title: 'title',
            body: 'body',
            link: 'link',
            'audience.client_id': 'recipient',
          } as const;
          if (
            showServerErrors(form, error, fields, () =>
              toastError('The notification could not be sent. Please try again.'),
            )
          )
            toastError('Please check the highlighted fields.');
        },
      },
    );
  };

  const onSubmit = form.handleSubmit(() => {
    if (form.getValues('audience') === 'all') setConfirming(true);
    else sendNow();
  });

  return { form, audience, body, sending: send.isPending, confirming, setConfirming, sendNow, onSubmit };
}
