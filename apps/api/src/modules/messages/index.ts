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
    app.decorate(
      'messages',
      createMessageService(app.db, {
        tellAssignee: (notice) =>
          app.mailer.send({
            to: notice.to,
            subject: 'A client has sent you a message',
            text: [
              `Hello ${notice.firstName},`,
              '',
              notice.watching
                ? `${notice.clientName} has written to the firm in the client portal.`
                : `${notice.clientName} has written to you in the client portal.`,
              '',
              `Read and answer it in the back office: ${options.publicUrl}/admin/messages/${notice.threadId}`,
              '',
              'For the client’s security this email holds none of the message.',
              notice.watching
                ? `You watch ${notice.clientName}: to stop, turn off “Email me when this client writes” on their page.`
                : 'To stop these emails, turn off “Email me when a client writes” in Messages.',
            ].join('\n'),
          }),
      }),
    );
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
