import type { AdminClient } from '@sextant/contracts/admin-clients';
import { Mail, Pencil, ShieldOff, Star, UserRoundCheck, UserRoundX, Wallet } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type ClientAction, useClientAction } from '@/back-office/features/clients/api/client-action';
import { useClient } from '@/back-office/features/clients/api/get-client';
import { useUpdateClient } from '@/back-office/features/clients/api/update-client';
import { AccountLock } from '@/back-office/features/clients/components/account-lock';
import { Badge, StatusBadge } from '@/back-office/features/clients/components/status-badge';
import { WatchToggle } from '@/back-office/features/clients/components/watch-toggle';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { ConfirmDialog, FormDialog } from '@/shared/ui/lazy-dialog';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const ClientForm = lazy(() => import('@/back-office/features/clients/components/client-form'));
// Loaded beside the client's data: their forms would put the page over its size budget.
const ServiceSection = lazy(() => import('@/back-office/features/clients/components/service-section'));
const ServiceLedgerSection = lazy(
  () => import('@/back-office/features/clients/components/service-ledger-section'),
);
const DocumentsSection = lazy(() => import('@/back-office/features/clients/components/documents-section'));
const VulnerabilitySection = lazy(
  () => import('@/back-office/features/clients/components/vulnerability-section'),
);

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const when = (value: string | null, never: string) => (value ? dateTime.format(new Date(value)) : never);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children || '—'}</dd>
    </div>
  );
}

function Card({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 className="mb-2 text-lg font-semibold tracking-tight text-ink">{heading}</h2>
      {children}
    </section>
  );
}

type Confirm = 'deactivate' | 'reactivate' | 'reset-mfa';
const CONFIRMS: Record<Confirm, { title: string; description: string; confirm: string; done: string }> = {
  deactivate: {
    title: 'Deactivate this client?',
    description:
      'They are signed out everywhere at once and can no longer sign in; unused invites stop working. You can reactivate them later.',
    confirm: 'Deactivate',
    done: 'The client was deactivated.',
  },
  reactivate: {
    title: 'Reactivate this client?',
    description: 'They can sign in again with their password and authenticator.',
    confirm: 'Reactivate',
    done: 'The client was reactivated.',
  },
  'reset-mfa': {
    title: 'Reset two-factor authentication?',
    description:
      'Their authenticator stops working and they are signed out everywhere. At their next sign-in they set up a new authenticator. Only do this once you are sure who asked.',
    confirm: 'Reset',
    done: 'Two-factor authentication was reset.',
  },
};

function Actions({ client }: { client: AdminClient }) {
  const action = useClientAction(client.uuid);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [editing, setEditing] = useState(false);
  const update = useUpdateClient(client.uuid);

  const run = (next: ClientAction, done: string) =>
    action.mutate(next, {
      onSuccess: () => {
        toastSuccess(done);
        setConfirm(null);
      },
      onError: (error) => toastError(error.message),
    });

  const inactive = client.status === 'inactive';
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className={buttonClass('secondary')} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit details
      </button>
      {client.status === 'invited' && (
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={action.isPending}
          onClick={() => run({ kind: 'invite' }, `Invite sent to ${client.email}.`)}
        >
          <Mail aria-hidden="true" className="size-4" />
          {client.invite_sent_at ? 'Re-send invite' : 'Send invite'}
        </button>
      )}
      <button
        type="button"
        className={buttonClass('secondary')}
        aria-pressed={client.vip}
        disabled={action.isPending}
        onClick={() =>
          run(
            { kind: 'vip', vip: !client.vip },
            client.vip ? 'The client is no longer VIP.' : 'The client is now VIP.',
          )
        }
      >
        <Star aria-hidden="true" className="size-4" />
        VIP
      </button>
      {client.mfa_configured && (
        <button type="button" className={buttonClass('secondary')} onClick={() => setConfirm('reset-mfa')}>
          <ShieldOff aria-hidden="true" className="size-4" />
          Reset two-factor
        </button>
      )}
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => setConfirm(inactive ? 'reactivate' : 'deactivate')}
      >
        {inactive ? (
          <UserRoundCheck aria-hidden="true" className="size-4" />
        ) : (
          <UserRoundX aria-hidden="true" className="size-4" />
        )}
        {inactive ? 'Reactivate' : 'Deactivate'}
      </button>

      {confirm && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirm(null)}
          {...CONFIRMS[confirm]}
          busy={action.isPending}
          onConfirm={() => run({ kind: confirm }, CONFIRMS[confirm].done)}
        />
      )}
      <FormDialog open={editing} onOpenChange={setEditing} title="Edit details" size="lg">
        <ClientForm
          client={client}
          submitLabel="Save changes"
          onSubmit={async (body) => {
            if (Object.keys(body).length) await update.mutateAsync(body);
            toastSuccess('The details were saved.');
            setEditing(false);
          }}
        />
      </FormDialog>
    </div>
  );
}

/**
 * One client: profile, account state, the firm's actions on the account, ongoing service, documents and
 * support needs.
 */
export function ClientPage() {
  const { id = '' } = useParams();
  const query = useClient(id);
  if (query.isPending) return <SkeletonList rows={3} label="Loading the client" />;
  if (query.isError) {
    const missing = isHttpError(query.error) && (query.error.status === 404 || query.error.status === 422);
    return (
      <div className="flex flex-col items-start gap-4">
        <ErrorMessage
          message={missing ? 'This client could not be found.' : 'The client could not be loaded.'}
        />
        <Link to={appPath.adminClients()} className={buttonClass('secondary')}>
          Back to clients
        </Link>
      </div>
    );
  }
  const client = query.data;
  const { telephone: phone, address } = client;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-2xl font-semibold tracking-tight text-ink">
            {[client.title, client.first_name, client.surname].filter(Boolean).join(' ')}
          </h2>
          <StatusBadge status={client.status} />
          {client.vip && <Badge tone="green">VIP</Badge>}
          {client.locked && <Badge tone="red">Locked</Badge>}
          {client.pending_amendment && (
            <Link
              to={appPath.adminAmendments()}
              className="rounded-full focus-visible:outline-2 focus-visible:outline-focus"
            >
              <Badge tone="amber">Change waiting for approval</Badge>
            </Link>
          )}
        </div>
        <Actions client={client} />
        <WatchToggle clientId={client.uuid} />
      </div>

      <Card heading="Account">
        <dl className="divide-y divide-line">
          <Row label="Email">{client.email}</Row>
          <Row label="Two-factor authentication">{client.mfa_configured ? 'Set up' : 'Not set up'}</Row>
          <Row label="Locked">
            <AccountLock client={client} />
          </Row>
          <Row label="Last sign-in">{when(client.last_sign_in, 'Never')}</Row>
          <Row label="Invite sent">{when(client.invite_sent_at, 'Never')}</Row>
          <Row label="Added">{when(client.created_at, '')}</Row>
          <Row label="Policies">
            <Link
              to={appPath.adminPolicies({ search: { client: client.uuid } })}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-ink underline-offset-2 hover:underline"
            >
              <Wallet aria-hidden="true" className="size-4" />
              {client.policy_count} {client.policy_count === 1 ? 'policy' : 'policies'}
            </Link>
          </Row>
        </dl>
      </Card>

      <Card heading="Contact details">
        <dl className="divide-y divide-line">
          <Row label="Mobile phone">{phone.mobile_number}</Row>
          <Row label="Home phone">{phone.home_number}</Row>
          <Row label="Work phone">{phone.work_number}</Row>
          <Row label="Address">
            {[
              address.line_1,
              address.line_2,
              address.line_3,
              address.town,
              address.county,
              address.postcode,
              address.country,
            ]
              .filter(Boolean)
              .join(', ')}
          </Row>
        </dl>
      </Card>

      <Suspense fallback={<SkeletonList rows={2} label="Loading the ongoing service" />}>
        <ServiceSection clientId={client.uuid} />
      </Suspense>
      <Suspense fallback={<SkeletonList rows={2} label="Loading the service ledger" />}>
        <ServiceLedgerSection clientId={client.uuid} />
      </Suspense>
      <Suspense fallback={<SkeletonList rows={2} label="Loading the documents" />}>
        <DocumentsSection clientId={client.uuid} />
      </Suspense>
      <Suspense fallback={<SkeletonList rows={2} label="Loading the support needs" />}>
        <VulnerabilitySection clientId={client.uuid} />
      </Suspense>
    </div>
  );
}
