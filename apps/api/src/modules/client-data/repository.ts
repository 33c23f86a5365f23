import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rowsOf } from '@/db/queries';
import { clientExports, users } from '@/db/schema/index';

const queryRows = async <Row>(db: Database, query: ReturnType<typeof sql>) =>
  rowsOf<Row>(await db.execute(query));

/**
 * Support needs the firm recorded with the client's consent (FG21/1), open and ended, until deleted: the
 * client's own data. Who on the staff wrote them is the firm's, not the client's, so it is left out.
 */
const vulnerabilityOf = (db: Database, clientId: string) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`
    select v.consent_given_on::text as consent_given_on, v.characteristics, v.needs, v.notes,
      v.review_on::text as review_on, v.created_at as recorded_at, v.updated_at,
      v.consent_withdrawn_on::text as consent_withdrawn_on, v.ended_at
    from vulnerability_records v where v.client_id = ${clientId} order by v.created_at`,
  );

/**
 * Everything the portal holds on one client, each part read by the client's id alone (nothing here can
 * reach another client's rows). Money stays text, exactly as stored.
 */
export async function everythingOf(db: Database, clientId: string) {
  const [profile] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select u.id, u.email, u.title, u.first_name, u.surname, u.telephone_home, u.telephone_work, u.telephone_mobile,
      u.address_line_1, u.address_line_2, u.address_line_3, u.town, u.county, u.postcode, u.country, u.vip,
      u.active, u.next_review_date::text as next_review_date, u.email_opt_out, u.created_at, u.updated_at,
      u.password_changed_at, (u.mfa_secret is not null) as authenticator_set_up, f.name as firm
    from users u join firms f on f.id = u.firm_id where u.id = ${clientId}`,
  );
  const policies = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select p.id, p.reference, p.product_type, p.wrapper, p.start_date::text as start_date, p.currency,
      pr.name as provider, p.created_at
    from policies p join providers pr on pr.id = p.provider_id where p.client_id = ${clientId} order by p.reference`,
  );
  const valuations = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select p.reference as policy_reference, v.valued_on::text as date, v.value::text as value, v.currency, v.source
    from valuations v join policies p on p.id = v.policy_id where p.client_id = ${clientId}
    order by p.reference, v.valued_on`,
  );
  const transactions = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select p.reference as policy_reference, t.occurred_on::text as date, t.type, t.amount::text as amount,
      t.currency, t.description, t.reference, t.charge_kind
    from transactions t join policies p on p.id = t.policy_id where p.client_id = ${clientId}
    order by p.reference, t.occurred_on, t.id`,
  );
  const messages = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select t.id as thread_id, t.subject, m.created_at,
      case when m.sender_id = t.client_id then 'you' else s.first_name || ' ' || s.surname end as sender, m.body
    from message_threads t join messages m on m.thread_id = t.id join users s on s.id = m.sender_id
    where t.client_id = ${clientId} order by t.created_at, m.created_at`,
  );
  // Withdrawn documents are left out, not marked: the firm took them back (most often sent in error, to the
  // wrong client or with wrong figures), the client can no longer open them, and the export is what the
  // portal shows. Listing their titles and files again would hand on what was retracted, perhaps another
  // client's data; the firm keeps them and their evidence, which a subject access request to it still reaches.
  const documents = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select d.id, d.series_id, d.version, d.category, d.title, d.filename, d.requires, d.size, d.sha256,
      d.published_at, d.superseded_at,
      coalesce((select json_agg(json_build_object('kind', e.kind, 'at', e.created_at,
        -- Only the client's own addresses and browsers: the firm's staff are not the client's data.
        'ip', case when e.actor_id = d.client_id then e.ip end,
        'user_agent', case when e.actor_id = d.client_id then e.user_agent end,
        'sha256', e.sha256, 'signed_name', e.signed_name) order by e.created_at)
        from document_events e where e.document_id = d.id and e.kind <> 'staff_opened'), '[]'::json) as evidence
    from client_documents d where d.client_id = ${clientId} and d.withdrawn_at is null
    order by d.published_at`,
  );
  const terms = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select tv.version, ta.accepted_at, ta.ip from terms_acceptances ta
    join terms_versions tv on tv.id = ta.terms_version_id where ta.user_id = ${clientId} order by ta.accepted_at`,
  );
  const signIns = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select a.created_at as at, a.action, a.ip, a.device_id from audit_events a
    where a.actor_id = ${clientId} and (a.action like 'auth.%' or a.action like 'document.%')
    order by a.created_at`,
  );
  const notifications = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select n.title, n.body, n.created_at, n.read_at from notifications n where n.user_id = ${clientId}
    order by n.created_at`,
  );
  const reviews = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select r.review_date::text as review_date, r.checkin_opened_at, r.checkin_submitted_at, r.checkin_answers,
      r.meeting_held_on::text as meeting_held_on, r.outcome, r.outcome_at
    from reviews r where r.client_id = ${clientId} order by r.review_date`,
  );
  return {
    profile: profile ?? null,
    policies,
    valuations,
    transactions,
    messages,
    documents,
    terms,
    signIns,
    notifications,
    reviews,
    vulnerability: await vulnerabilityOf(db, clientId),
  };
}
export type Everything = Awaited<ReturnType<typeof everythingOf>>;

const exportColumns = {
  id: clientExports.id,
  status: clientExports.status,
  createdAt: clientExports.createdAt,
  readyAt: clientExports.readyAt,
  expiresAt: clientExports.expiresAt,
  size: clientExports.size,
};

/** The client's latest export still kept (building, or finished less than a day ago). */
export async function latestExport(db: Database, clientId: string, now: Date) {
  const [row] = await db
    .select(exportColumns)
    .from(clientExports)
    .where(and(eq(clientExports.clientId, clientId), gt(clientExports.expiresAt, now)))
    .orderBy(desc(clientExports.createdAt))
    .limit(1);
  return row ?? null;
}

/** A new export, unless one is building (the partial unique index refuses a second): then null. */
export async function insertExport(
  db: Database,
  values: { clientId: string; firmId: string; createdAt: Date; expiresAt: Date },
) {
  const rows = await db
    .insert(clientExports)
    .values({ ...values, status: 'building' })
    .onConflictDoNothing()
    .returning({ id: clientExports.id });
  return rows[0]?.id ?? null;
}

export async function finishExport(db: Database, id: string, data: Uint8Array, at: Date, expiresAt: Date) {
  await db
    .update(clientExports)
    .set({ status: 'ready', data, size: data.length, readyAt: at, expiresAt })
    .where(eq(clientExports.id, id));
}

export async function failExport(db: Database, id: string) {
  await db.update(clientExports).set({ status: 'failed' }).where(eq(clientExports.id, id));
}

export async function exportFile(db: Database, clientId: string, now: Date) {
  const [row] = await db
    .select({ data: clientExports.data, createdAt: clientExports.createdAt })
    .from(clientExports)
    .where(
      and(
        eq(clientExports.clientId, clientId),
        eq(clientExports.status, 'ready'),
        gt(clientExports.expiresAt, now),
      ),
    )
    .orderBy(desc(clientExports.createdAt))
    .limit(1);
  return row?.data ? row : null;
}

/** Drops exports past their 24 hours: the file holds everything about a person. */
export async function pruneExports(db: Database, now: Date) {
  await db.execute(sql`delete from client_exports where expires_at <= ${now.toISOString()}::timestamptz`);
}

export async function emailOptOutOf(db: Database, clientId: string) {
  const [row] = await db
    .select({ optOut: users.emailOptOut })
    .from(users)
    .where(eq(users.id, clientId))
    .limit(1);
  return row?.optOut ?? [];
}

export async function setEmailOptOut(db: Database, clientId: string, optOut: string[]) {
  await db.update(users).set({ emailOptOut: optOut }).where(eq(users.id, clientId));
}
