import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rowsOf } from '@/db/queries';
import { reviewIntervalOf } from '@/shared/reviews/repository';

interface Owed {
  sign_count: number;
  sign_id: string | null;
  acknowledge_count: number;
  acknowledge_id: string | null;
  unread_count: number;
  unread_id: string | null;
  terms_accepted: boolean;
  checkin_id: string | null;
  checkin_date: string | null;
  /** The client's review interval in months, while a check-in is open. */
  interval_months: number | null;
  unread_messages: number;
  unread_thread: string | null;
  amendment_pending: boolean;
}

/** Everything the client owes, in one round trip: each count with the record to open when there is one. */
export async function owedBy(db: Database, clientId: string): Promise<Owed> {
  const result = await db.execute(sql`
    with docs as (
      select d.id, d.requires, d.published_at,
        exists (select 1 from document_events e where e.document_id = d.id and e.kind in ('opened', 'downloaded')) as opened,
        exists (select 1 from document_events e where e.document_id = d.id and e.kind in ('acknowledged', 'signed')) as completed
      from client_documents d
      where d.client_id = ${clientId} and d.withdrawn_at is null and d.superseded_at is null
    ),
    threads as (
      select t.id, t.last_message_at, (
        select count(*) from messages m
        where m.thread_id = t.id and m.sender_id <> t.client_id
          and m.created_at > coalesce(t.client_read_at, '-infinity'::timestamptz)
      ) as unread
      from message_threads t where t.client_id = ${clientId}
    ),
    checkin as (
      select r.id, r.review_date::text as review_date from reviews r
      where r.client_id = ${clientId} and r.outcome is null
        and r.checkin_opened_at is not null and r.checkin_submitted_at is null
      limit 1
    )
    select
      (select count(*) from docs where requires = 'sign' and not completed)::int as sign_count,
      (select id from docs where requires = 'sign' and not completed order by published_at limit 1) as sign_id,
      (select count(*) from docs where requires = 'acknowledge' and not completed)::int as acknowledge_count,
      (select id from docs where requires = 'acknowledge' and not completed order by published_at limit 1) as acknowledge_id,
      (select count(*) from docs where requires = 'none' and not opened)::int as unread_count,
      (select id from docs where requires = 'none' and not opened order by published_at desc limit 1) as unread_id,
      coalesce((
        select exists (select 1 from terms_acceptances ta where ta.user_id = u.id and ta.terms_version_id = tv.id)
        from terms_versions tv where tv.firm_id = u.firm_id order by tv.version desc limit 1
      ), true) as terms_accepted,
      (select id from checkin) as checkin_id,
      (select review_date from checkin) as checkin_date,
      -- What the review is called: looked up only while a check-in is open.
      (select ${reviewIntervalOf(sql`u.id`)} from checkin)::int as interval_months,
      (select coalesce(sum(unread), 0) from threads)::int as unread_messages,
      (select id from threads where unread > 0 order by last_message_at desc limit 1) as unread_thread,
      exists (select 1 from client_amendments a where a.client_id = u.id and a.status = 'pending') as amendment_pending
    from users u where u.id = ${clientId}`);
  const [row] = rowsOf<Owed>(result);
  return row!;
}
