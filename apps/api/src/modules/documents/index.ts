import { DOCUMENT_TEXTS } from '@sextant/contracts/documents';
import fp from 'fastify-plugin';
import { recordValuationViews } from './access-days';
import adminRoutes from './admin-routes';
import { createDocumentAdminService, type DocumentAdminService } from './admin-service';
import { documentNoticeMail } from './notices';
import routes from './routes';
import { createDocumentService, type DocumentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentService;
    documentsAdmin: DocumentAdminService;
  }
}

/**
 * The client document vault and its evidence. Registered before the policy and money calls, so its
 * access-day hook sees them.
 */
export default fp<{ publicUrl: string; signPer15Minutes: number }>(
  async (app, options) => {
    app.decorate(
      'documents',
      createDocumentService(
        app.db,
        app.clock,
        app.limits.limiter('document-sign', options.signPer15Minutes, 15 * 60),
        (clientId, code, origin) =>
          app.auth.confirmCode({ userId: clientId }, code, origin, {
            action: 'documents.sign.failure',
            field: 'code',
            wrongMessage: DOCUMENT_TEXTS.codeInvalid,
          }),
      ),
    );
    app.decorate(
      'documentsAdmin',
      createDocumentAdminService({
        db: app.db,
        publicUrl: options.publicUrl,
        sendNotice: (notice) => app.mailer.send(documentNoticeMail(notice)),
      }),
    );
    recordValuationViews(app);
    await app.register(routes);
    await app.register(adminRoutes);
  },
  { name: 'documents', dependencies: ['clock', 'db', 'limits', 'bodies', 'mail', 'auth', 'auth-service'] },
);
