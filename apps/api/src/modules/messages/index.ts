import fp from 'fastify-plugin';
import adminRoutes from './admin-routes';
import { createMessageAdminService, type MessageAdminService } from './admin-service';
import routes from './routes';
import { createMessageService, type MessageService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessageService;
    messagesAdmin: MessageAdminService;
  }
}

/** Secure messages between clients and their firm; the services are made once here. */
export default fp<{ publicUrl: string }>(
  async (app, options) => {
    app.decorate('messages', createMessageService(app.db));
    app.decorate(
      'messagesAdmin',
      createMessageAdminService(app.db, {
        sendReplyNotice: (notice) =>
          app.mailer.send({
            to: notice.to,
            subject: 'You have a new message in your portal',
            text: [
              'Hello,',
              '',
              `${notice.senderName} has replied to you in your client portal.`,
              '',
              `Sign in to read it: ${options.publicUrl}/tabs/messages`,
              '',
              'For your security this email holds no details of your investments.',
            ].join('\n'),
          }),
      }),
    );
    await app.register(routes);
    await app.register(adminRoutes);
  },
  { name: 'messages', dependencies: ['clock', 'db', 'bodies', 'mail', 'auth'] },
);
