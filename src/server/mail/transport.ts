import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

/** One message as the outbox holds it. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** 'smtp' or 'file', for logs. */
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is handed over (SMTP accepted it, or the file is written). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  /** Called with the app's own link of each message written to a file (see `appLink`). */
  onFileWritten?: (file: string, link: string | undefined) => void;
}

/** No CR or LF may reach a header: a name or subject cannot add headers of its own. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

const htmlEntities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * The link the template built (the anchor `render` marks `data-app-link` in the HTML part), not
 * the first URL-looking text: user text is escaped there, so it can never spell that anchor.
 */
export function appLink(html: string): string | undefined {
  const href = /<a data-app-link href="([^"]*)"/.exec(html)?.[1];
  return href?.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => htmlEntities[entity] ?? entity);
}

function toNodemailerMessage(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: headerSafe(mail.subject),
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@lioninsurance.mail>`,
    headers: Object.fromEntries(
      Object.entries(mail.headers ?? {}).map(([name, value]) => [name, headerSafe(value)]),
    ),
  };
}

/**
 * nodemailer, loaded with the first mail rather than at start: a restart serves sooner (about
 * 100 ms of module loading, bench:restart; decision 0064).
 */
async function loadNodemailer() {
  return (await import('nodemailer')).default;
}

/** SMTP when a URL is configured; otherwise RFC 822 files `<time>-<id>.eml` in `mailDir`. */
export function createMailTransport(options: TransportOptions): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  // The SMTP server, or (no SMTP_URL) nodemailer building the RFC 822 message to write down.
  const transport = () => {
    transporter ??= loadNodemailer().then((nodemailer) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transporter;
  };
  const close = () => void transporter?.then((opened) => opened.close());
  if (options.smtpUrl) {
    return {
      kind: 'smtp',
      async send(mail) {
        await (await transport()).sendMail(toNodemailerMessage(mail, options.from));
      },
      close,
    };
  }
  return {
    kind: 'file',
    async send(mail) {
      const info = await (await transport()).sendMail(toNodemailerMessage(mail, options.from));
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(options.mailDir, `${Date.now()}-${mail.id}.eml`);
      await writeFile(file, info.message as Buffer);
      options.onFileWritten?.(file, appLink(mail.html));
    },
    close,
  };
}
