import fp from 'fastify-plugin';
import adminRoutes from './admin-routes';
import { checkinAnsweredMail, checkinNoticeMail } from './notices';
import routes from './routes';
import segmentRoutes from './segments/routes';
import { createReviewService, type ReviewService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewService;
  }
}

/** The ongoing-service cycle: advisers, annual reviews and their check-ins, and the firm's figures. */
export default fp<{ publicUrl: string }>(
  async (app, options) => {
    app.decorate(
      'reviews',
      createReviewService({
        db: app.db,
        clock: app.clock,
        sendCheckinNotice: (notice) => app.mailer.send(checkinNoticeMail(notice, options.publicUrl)),
        sendCheckinAnswered: (notice) => app.mailer.send(checkinAnsweredMail(notice, options.publicUrl)),
      }),
    );
    app.jobs.schedule({ name: 'review-cycle', period: 'day', run: () => app.reviews.runCycle() });
    await app.register(routes);
    await app.register(adminRoutes);
    await app.register(segmentRoutes);
  },
  { name: 'reviews', dependencies: ['clock', 'db', 'bodies', 'jobs', 'mail', 'auth'] },
);
