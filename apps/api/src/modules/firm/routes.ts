import { ErrorBody } from '@sextant/contracts/common';
import { Firm } from '@sextant/contracts/firm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../shared/errors';
import { findFirm } from './repository';

const firmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/firm',
    {
      preParsing: app.requireClient,
      schema: {
        tags: ['firm'],
        security: [{ bearer: [] }],
        summary: "The signed-in client's firm",
        response: { 200: Firm, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const firm = await findFirm(app.db, request.principal!.firmId);
      if (!firm) throw notFound('Firm');
      return {
        uuid: firm.id,
        name: firm.name,
        logo: firm.logo,
        bio: firm.bio,
        fca_number: firm.fcaNumber,
        fca_registered_date: firm.fcaRegisteredDate,
      };
    },
  );
};
export default firmRoutes;
