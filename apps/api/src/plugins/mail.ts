import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const MAIL_FROM = 'Sextant <no-reply@sextant.example>';

/**
 * SMTP when a URL is configured; otherwise each mail is written as an `.eml` file under
 * `<data dir>/outbox/`, so it can be read without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from?: string;
}): Mailer {
  const from = options.from ?? MAIL_FROM;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}

export interface QueuedMailer extends Mailer {
  /** Resolves once every mail handed over so far has been sent or has failed. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: QueuedMailer;
  }
}

/**
 * Mail leaves in the background: a caller never waits for SMTP, so an answer takes as long whether or
 * not a mail was sent (reset and support requests must not reveal which emails have accounts).
 * A mail that cannot be sent is logged, never turned into an answer.
 */
export default fp<{ mailer: Mailer }>(
  async (app, { mailer }) => {
    const inFlight = new Set<Promise<void>>();
    app.decorate('mailer', {
      async send(mail: Mail) {
        const sending = mailer.send(mail).then(
          () => app.log.info({ subject: mail.subject }, 'mail sent'),
          (error: unknown) => app.log.error({ err: error, subject: mail.subject }, 'mail failed'),
        );
        inFlight.add(sending);
        void sending.finally(() => inFlight.delete(sending));
      },
      async settled() {
        await Promise.all([...inFlight]);
      },
    });
    app.addHook('onClose', async () => app.mailer.settled());
  },
  { name: 'mail' },
);
