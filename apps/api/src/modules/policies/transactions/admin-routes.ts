import { adminTransactionRoutes } from '@sextant/contracts/routes/admin-transactions';
import { actorOf } from '@/shared/actor';
import { routesOf } from '@/shared/routes/serve';
import { csvOf } from '../imports/csv-body';

export default routesOf(adminTransactionRoutes, (app) => ({
  listAdminTransactions: async (request) =>
    app.transactionsAdmin.list(request.principal.firmId, request.params.id, request.query),
  createAdminTransaction: async (request, reply) =>
    reply
      .code(201)
      .send(await app.transactionsAdmin.create(actorOf(request), request.params.id, request.body)),
  updateAdminTransaction: async (request) =>
    app.transactionsAdmin.update(actorOf(request), request.params.id, request.body),
  deleteAdminTransaction: async (request) =>
    app.transactionsAdmin.remove(actorOf(request), request.params.id),
  startTransactionImport: {
    handler: async (request, reply) => {
      const job = await app.policiesAdmin.startImport(
        actorOf(request),
        'transactions',
        csvOf(request.body),
        request.query.file_name || null,
      );
      return reply.code(202).send(job);
    },
  },
  getTransactionImport: async (request) =>
    app.policiesAdmin.findImport(request.principal.firmId, 'transactions', request.params.id),
}));
