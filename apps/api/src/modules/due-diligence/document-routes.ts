import { ErrorBody, Uuid } from '@sextant/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../shared/errors';
import { findPublishedDocument } from './document-repository';
import { sendPdf } from './documents';

/**
 * `GET /v1/due-diligence/document/{id}`: a report's PDF for a client of the firm. Registered inside the
 * due-diligence client plugin, so its client guard (signed in, both factors, latest terms) runs first.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/due-diligence/document/:id',
    {
      schema: {
        tags: ['due diligence'],
        security: [{ bearer: [] }],
        summary: 'The PDF of a published report or provider report (answers application/pdf)',
        params: z.object({ id: Uuid }),
        response: { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const document = await findPublishedDocument(
        app.db,
        request.principal!.firmId,
        request.params.id,
        app.clock(),
      );
      if (!document) throw notFound('Document');
      return sendPdf(reply, document);
    },
  );
};
export default documentRoutes;
