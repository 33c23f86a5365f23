import fp from 'fastify-plugin';
import moneyRoutes, { adminRoutes } from './routes';
import { createMoneyService, type MoneyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    money: MoneyService;
  }
}

/** The client's money explained: performance, series, transactions, allocation, allowances, costs, exports. */
export default fp(
  async (app) => {
    app.decorate('money', createMoneyService(app.db, app.clock));
    await app.register(moneyRoutes);
    await app.register(adminRoutes);
  },
  { name: 'money', dependencies: ['clock', 'db', 'metrics', 'bodies', 'ledger-answers', 'auth'] },
);
