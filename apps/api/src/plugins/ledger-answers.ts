import fp from 'fastify-plugin';
import { ledgerAnswers } from '@/shared/routes/ledger-answers';

/**
 * The client figure answers kept while their ledger stands (`app.ledgerAnswers`, read by the routes marked
 * `madeFrom: 'ledger'`: shared/routes/ledger-answers.ts), bounded in bytes (LEDGER_CACHE_MB); 0 keeps none.
 */
export default fp<{ maxBytes: number }>(
  async (app, { maxBytes }) => {
    app.decorate('ledgerAnswers', ledgerAnswers(maxBytes));
  },
  { name: 'ledger-answers' },
);
