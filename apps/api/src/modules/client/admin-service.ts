import type { AdminClientRow } from '@sextant/contracts/admin-clients';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import type { PeopleServiceDeps } from '@/shared/people/service';
import { accessFlows } from './admin-access';
import { amendmentFlows } from './admin-amendments';
import { clientAdminContext } from './admin-context';
import { editFlows } from './admin-edit';
import { inviteFlows } from './admin-invites';
import { countClients, listClients, type Viewer } from './admin-list-repository';
import { countAmendments } from './admin-repository';

type ClientListRow = Awaited<ReturnType<typeof listClients>>[number];

function toClientRow(row: ClientListRow): AdminClientRow {
  return {
    uuid: row.id,
    first_name: row.firstName,
    surname: row.surname,
    email: row.email,
    status: row.status,
    vip: row.vip,
    created_at: row.createdAt.toISOString(),
    value_under_advice: row.value,
    next_review_date: row.nextReviewDate,
    adviser:
      row.adviserId === null
        ? null
        : {
            uuid: row.adviserId,
            name: row.adviserName ?? '',
            covered_by: row.coverId === null ? null : { uuid: row.coverId, name: row.coverName ?? '' },
          },
    locked: Boolean(row.locked),
    vulnerable: Boolean(row.vulnerable),
    waiting: row.waiting,
  };
}

/** The firm's clients and their change requests, for the back office and the CLI; one flow a file. */
export function createClientAdminService(services: PeopleServiceDeps) {
  const context = clientAdminContext(services);
  const invites = inviteFlows(context);
  const edits = editFlows(context);
  const access = accessFlows(context);
  const amendments = amendmentFlows(context);

  /**
   * A page of the firm's clients. Asking for the clients with a vulnerability record (`flag=vulnerable`) is
   * a view of those records, audited as one (`admin.vulnerability.list`, with the clients shown), as opening a
   * client's records is.
   */
  async function clientPage(viewer: Actor, query: Parameters<typeof listClients>[2]) {
    const page = tablePage(await listClients(context.db, viewer, query), query, toClientRow);
    if (query.flag === 'vulnerable')
      await recordAudit(context.db, {
        action: 'admin.vulnerability.list',
        ...auditedBy(viewer),
        details: { clients: page.items.map((row) => row.uuid), page: query.page },
      });
    return page;
  }

  return {
    clientPage,
    /** What My work counts: the clients, or the change requests, a list with these filters shows. */
    countClients: (viewer: Viewer, filters: Parameters<typeof countClients>[2]) =>
      countClients(context.db, viewer, filters),
    countAmendments: (viewer: Viewer, filters: Parameters<typeof countAmendments>[2]) =>
      countAmendments(context.db, viewer, filters),
    getClient: context.getClient,
    createClient: invites.createClient,
    invite: invites.invite,
    inviteClientByEmail: invites.inviteClientByEmail,
    editClient: edits.editClient,
    setClientActive: access.setClientActive,
    setClientVip: edits.setClientVip,
    resetClientMfa: access.resetClientMfa,
    unlockClient: access.unlockClient,
    amendmentPage: amendments.amendmentPage,
    getAmendment: amendments.getAmendment,
    decideClientAmendment: amendments.decideClientAmendment,
  };
}
export type ClientAdminService = ReturnType<typeof createClientAdminService>;
