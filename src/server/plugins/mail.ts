import type { FastifyInstance } from 'fastify';
import { type Config, mailDirectory } from '../config';
import type { Db } from '../db/client';
import { MailOutbox } from '../mail/outbox';
import { createMailTransport } from '../mail/transport';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

/** The outbox and its worker: SMTP when SMTP_URL is set, .eml files in MAIL_DIR otherwise. */
export function registerMail(app: FastifyInstance, db: Db, config: Config): void {
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    mailDir: mailDirectory(config),
    from: config.MAIL_FROM,
    onFileWritten: (file, link) => app.log.info({ file, link }, 'mail written to a file'),
  });
  const outbox = new MailOutbox(db, transport, app.log);
  app.decorate('mailOutbox', outbox);
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
}
