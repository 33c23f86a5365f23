import type { AdminClient } from '@sextant/contracts/admin-clients';
import { notFound } from '@/shared/errors';
import type { PeopleServiceDeps } from '@/shared/people/service';
import { type ClientOfFirm, findClientOfFirm } from './admin-repository';

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toAdminClient(row: ClientOfFirm): AdminClient {
  const user = row.user;
  return {
    uuid: user.id,
    title: user.title,
    first_name: user.firstName,
    surname: user.surname,
    email: user.email,
    telephone: {
      home_number: user.telephoneHome,
      work_number: user.telephoneWork,
      mobile_number: user.telephoneMobile,
    },
    address: {
      line_1: user.addressLine1,
      line_2: user.addressLine2,
      line_3: user.addressLine3,
      town: user.town,
      county: user.county,
      postcode: user.postcode,
      country: user.country,
      country_id: user.countryId,
    },
    vip: user.vip,
    status: row.status,
    mfa_configured: user.mfaSecret !== null,
    locked: Boolean(row.locked),
    last_sign_in: iso(row.lastSignIn),
    invite_sent_at: iso(row.inviteSentAt),
    policy_count: Number(row.policyCount),
    pending_amendment: row.pendingId !== null,
    pending_amendment_id: row.pendingId,
    created_at: user.createdAt.toISOString(),
  };
}

/** What every flow of the client back office shares: the firm's client, loaded or answered. */
export function clientAdminContext(services: PeopleServiceDeps) {
  const { db } = services;

  async function loadClient(firmId: string, id: string): Promise<ClientOfFirm> {
    const row = await findClientOfFirm(db, firmId, id);
    if (!row) throw notFound('Client');
    return row;
  }

  async function getClient(firmId: string, id: string) {
    return toAdminClient(await loadClient(firmId, id));
  }

  return { services, db, loadClient, getClient };
}
export type ClientAdminContext = ReturnType<typeof clientAdminContext>;
