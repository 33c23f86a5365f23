import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
// app.jobs, which mail is queued on, is declared by the jobs plugin this one depends on.
import type {} from './jobs';

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
  /** Resolves once every mail queued so far and due has been sent or has failed (tests, the CLI). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: QueuedMailer;
  }
}

/** Retries after 30 s, 2 min, 10 min, 30 min and 1 h: a mail server down for an hour loses nothing. */
const RETRY_SECONDS = [30, 120, 600, 1800, 3600];

/**
 * Mail is a job: the caller's request only stores it (so an answer takes as long whether or not a mail
 * was sent, and reset and support requests reveal nothing), and a worker on any node sends it, retrying
 * with back-off, so a restart or an SMTP outage loses nothing. Once sent, only its subject is kept: the
 * body may hold a reset link.
 */
export default fp<{ mailer: Mailer }>(
  async (app, { mailer }) => {
    app.jobs.handle('mail', {
      maxAttempts: RETRY_SECONDS.length + 1,
      retryAfterSeconds: (attempt) => RETRY_SECONDS[attempt - 1] ?? null,
      failureMessage: `The mail could not be sent in ${RETRY_SECONDS.length + 1} tries.`,
      keep: (payload) => ({ subject: (payload as Mail).subject }),
      async run(job) {
        const mail = job.payload as Mail;
        await mailer.send(mail);
        app.log.info({ subject: mail.subject }, 'mail sent');
      },
    });
    app.decorate('mailer', {
      async send(mail: Mail) {
        await app.jobs.enqueue('mail', mail);
      },
      settled: () => app.jobs.drain(),
    });
  },
  { name: 'mail', dependencies: ['jobs'] },
);
