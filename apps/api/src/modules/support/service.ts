import type { SupportRequest } from '@sextant/contracts/auth';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import type { Mailer } from '@/plugins/mail';
import { recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { unprocessable } from '@/shared/errors';
import type { Limiter } from '@/shared/limits';
import { findFirmOfEmail, listOfferedReasons, storeSupportRequest } from './repository';

/** SPEC §2 supportRequestSent: the same answer whether or not an account exists. */
export const SUPPORT_SENT =
  'If an account exists with that email address, we will contact you within 2 days. If you urgently need to access your account for any reason, contact your advisor directly.';

export interface SupportDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Requests an hour naming one email: one client's firm mailbox cannot be flooded from many IPs. */
  perAccount: Limiter;
}

/** Requests for help signing in, from visitors not signed in. */
export function createSupportService({ db, clock, mailer, perAccount }: SupportDeps) {
  return {
    reasons: () => listOfferedReasons(db),

    /** Stores and audits the request, and mails it to the firm of the account the email names, if any. */
    async request({ name, email, reason }: z.infer<typeof SupportRequest>, ip: string) {
      await perAccount.hit(email);
      if (!(await listOfferedReasons(db)).includes(reason))
        throw unprocessable({ reason: ['Please select a reason.'] });
      const account = await findFirmOfEmail(db, email);
      const now = clock();
      await storeSupportRequest(db, {
        firmId: account?.firmId ?? null,
        userId: account?.userId ?? null,
        name,
        email,
        reason,
        ip,
        createdAt: now,
      });
      await recordAudit(db, {
        action: 'support.request',
        firmId: account?.firmId,
        actorId: account?.userId,
        subject: email,
        ip,
        details: { reason },
        at: now,
      });
      if (account) {
        await mailer.send({
          to: account.supportEmail,
          replyTo: email,
          subject: `Support request: ${reason}`,
          text: `A client asked for help with the portal.\n\nName: ${name}\nEmail: ${email}\nReason: ${reason}\nReceived: ${now.toISOString()}\n\nPlease reply within 2 days.\n`,
        });
      }
      return { message: SUPPORT_SENT };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
