import { DeviceId, Terms, TermsAgreed, UserTerms } from '@sextant/contracts/auth';
import { ErrorBody } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../shared/audit/repository';
import { notFound } from '../../shared/errors';
import { hasAccepted, latestTerms, recordAcceptance } from './repository';

const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['terms'];
  const security = [{ bearer: [] }];
  const errors = { 401: ErrorBody, 404: ErrorBody };

  const latestFor = async (firmId: string) => {
    const terms = await latestTerms(app.db, firmId);
    if (!terms) throw notFound('Terms');
    return terms;
  };

  app.get(
    '/terms',
    {
      preParsing: app.requireVerifiedClient,
      schema: { tags, security, summary: "The firm's latest terms", response: { 200: Terms, ...errors } },
    },
    async (request) => {
      const terms = await latestFor(request.principal!.firmId);
      return { text: terms.text, version: terms.version };
    },
  );

  app.get(
    '/user/terms',
    {
      preParsing: app.requireVerifiedClient,
      schema: {
        tags,
        security,
        summary: 'The latest terms and whether the caller accepted them',
        response: { 200: UserTerms, ...errors },
      },
    },
    async (request) => {
      const terms = await latestFor(request.principal!.firmId);
      return {
        text: terms.text,
        version: terms.version,
        terms_accepted: await hasAccepted(app.db, request.principal!.userId, terms.id),
      };
    },
  );

  app.put(
    '/user/terms/agree',
    {
      preParsing: app.requireVerifiedClient,
      schema: {
        tags,
        security,
        summary: 'Accept the latest terms (version, time and IP recorded)',
        response: { 200: TermsAgreed, ...errors },
      },
    },
    async (request) => {
      const { userId, firmId } = request.principal!;
      const terms = await latestFor(firmId);
      const now = app.clock();
      await recordAcceptance(app.db, userId, terms.id, request.ip, now);
      const deviceHeader = DeviceId.safeParse(request.headers['x-device-id']);
      await recordAudit(app.db, {
        action: 'terms.accept',
        actorId: userId,
        firmId,
        ip: request.ip,
        deviceId: deviceHeader.success ? deviceHeader.data : null,
        details: { version: terms.version },
        at: now,
      });
      return { terms_accepted: true as const, version: terms.version };
    },
  );
};
export default termsRoutes;
