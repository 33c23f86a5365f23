import type { AdminClient } from '@sextant/contracts/admin-clients';
import { useNavigate } from 'react-router';
import { useClientAction } from '@/back-office/features/clients/api/client-action';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { toastError, toastSuccess } from '@/shared/ui/toast';

export type NewClient = Pick<AdminClient, 'uuid' | 'first_name' | 'surname' | 'email'>;

/** After the client is added: send the invite now, or later from the client's page. */
export default function InviteStep({ client, onDone }: { client: NewClient; onDone: () => void }) {
  const navigate = useNavigate();
  const action = useClientAction(client.uuid);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">
        {client.first_name} {client.surname} was added. Send them the invite to {client.email} now? The link
        works for 14 days, once.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => {
            onDone();
            navigate(appPath.adminClient({ id: client.uuid }));
          }}
        >
          Not now
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={action.isPending}
          onClick={() =>
            action.mutate(
              { kind: 'invite' },
              {
                onSuccess: () => {
                  toastSuccess(`Invite sent to ${client.email}.`);
                  onDone();
                  navigate(appPath.adminClient({ id: client.uuid }));
                },
                onError: (error) => toastError(error.message),
              },
            )
          }
        >
          Send invite
        </button>
      </div>
    </div>
  );
}
