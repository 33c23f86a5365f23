import { adminMoneyRoutes, moneyRoutes } from '@sextant/contracts/routes/money';
import { routesOf } from '@/shared/routes/serve';
import { csvAttachment } from './csv';

export default routesOf(moneyRoutes, (app) => ({
  portfolioPerformance: async (request) =>
    app.money.portfolioPerformance(request.principal.userId, request.query),
  portfolioSeries: async (request) => app.money.portfolioSeries(request.principal.userId, request.query),
  portfolioAllocation: async (request) => app.money.allocation(request.principal.userId),
  portfolioAllowances: async (request) =>
    app.money.allowances(request.principal.userId, request.query.tax_year),
  portfolioCosts: async (request) => app.money.costs(request.principal.userId, request.query.tax_year),
  portfolioStatement: async (request, reply) => {
    const { fileName, text } = await app.money.statementCsv(
      request.principal.userId,
      request.query.from,
      request.query.to,
    );
    return csvAttachment(reply, fileName, text);
  },
  policyPerformance: async (request) =>
    app.money.policyPerformance(request.principal.userId, request.params.id, request.query),
  policySeries: async (request) =>
    app.money.policySeries(request.principal.userId, request.params.id, request.query),
  policyTransactions: async (request) =>
    app.money.transactions(request.principal.userId, request.params.id, request.query),
  policyTransactionsCsv: async (request, reply) => {
    const { fileName, text } = await app.money.transactionsCsv(
      request.principal.userId,
      request.params.id,
      request.query,
    );
    return csvAttachment(reply, fileName, text);
  },
}));

export const adminRoutes = routesOf(adminMoneyRoutes, (app) => ({
  adminPolicyPerformance: async (request) =>
    app.money.staffPolicyPerformance(request.principal.firmId, request.params.id, request.query),
}));
