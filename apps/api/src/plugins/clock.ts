import fp from 'fastify-plugin';
import type { Clock } from '@/shared/clock';

/** The app's time source, `app.clock`: the system's, or one a test moves by hand. */
export default fp<{ clock: Clock }>(
  async (app, { clock }) => {
    app.decorate('clock', clock);
  },
  { name: 'clock' },
);
