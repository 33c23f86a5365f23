import { Done, SupportReasons, SupportRequest } from '@sextant/contracts/auth';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../shared/audit/repository';
import { unprocessable } from '../../shared/errors';
import { createKeyedLimiter } from '../../shared/rate-limiter';
import { findFirmOfEmail, listOfferedReasons, storeSupportRequest } from './repository';

/** SPEC §2 supportRequestSent: the same answer whether or not an account exists. */
export const SUPPORT_SENT =
  'If an account exists with that email address, we will contact you within 2 days. If you urgently need to access your account for any reason, contact your advisor directly.';

const supportRoutes: FastifyPluginAsyncZod<{ perIpPerMinute: number; perAccountPerHour: number }> = async (
  app,
  options,
) => {
  const tags = ['support'];
  // Per IP (the route's limit) and per email: one client's firm mailbox cannot be flooded from many IPs.
  const perAccount = createKeyedLimiter({
    max: options.perAccountPerHour,
    windowMs: 60 * 60 * 1000,
    clock: app.clock,
  });

  app.get(
    '/user/get-contact-support-reasons',
    {
      schema: {
        tags,
        summary: 'Reasons a visitor can pick when asking for help',
        response: { 200: SupportReasons },
      },
    },
    async () => listOfferedReasons(app.db),
  );

  app.post(
    '/user/contact-support',
    {
      config: { rateLimit: { max: options.perIpPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Ask the firm for help signing in',
        body: SupportRequest,
        response: { 200: Done, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { name, email, reason } = request.body;
      perAccount.hit(email);
      if (!(await listOfferedReasons(app.db)).includes(reason))
        throw unprocessable({ reason: ['Please select a reason.'] });
      const account = await findFirmOfEmail(app.db, email);
      const now = app.clock();
      await storeSupportRequest(app.db, {
        firmId: account?.firmId ?? null,
        userId: account?.userId ?? null,
        name,
        email,
        reason,
        ip: request.ip,
        createdAt: now,
      });
      await recordAudit(app.db, {
        action: 'support.request',
        firmId: account?.firmId,
        actorId: account?.userId,
        subject: email,
        ip: request.ip,
        details: { reason },
        at: now,
      });
      if (account) {
        await app.mailer.send({
          to: account.supportEmail,
          replyTo: email,
          subject: `Support request: ${reason}`,
          text: `A client asked for help with the portal.\n\nName: ${name}\nEmail: ${email}\nReason: ${reason}\nReceived: ${now.toISOString()}\n\nPlease reply within 2 days.\n`,
        });
      }
      return { message: SUPPORT_SENT };
    },
  );
};
export default supportRoutes;
