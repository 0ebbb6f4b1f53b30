import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface WrittenMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text part. */
  text: string;
  raw: string;
}

/** Decodes quoted-printable (soft line breaks and =XX bytes, as UTF-8). */
export function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(raw);
  return match?.[1]?.replace(/\n[ \t]/g, ' ') ?? '';
}

function textPart(raw: string): string {
  const start = raw.search(/Content-Type: text\/plain/i);
  if (start < 0) return '';
  const part = raw.slice(start);
  const bodyStart = part.indexOf('\n\n');
  const end = part.search(/\n--/);
  const body = part.slice(bodyStart + 2, end < 0 ? undefined : end);
  return /Content-Transfer-Encoding: quoted-printable/i.test(part.slice(0, bodyStart))
    ? decodeQuotedPrintable(body)
    : body;
}

/** Every .eml file in `dir`, oldest first. */
export function readMails(dir: string): WrittenMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((name) => {
    const file = path.join(dir, name);
    const raw = readFileSync(file, 'utf8');
    return {
      file,
      to: header(raw, 'To'),
      subject: header(raw, 'Subject'),
      text: textPart(raw),
      raw,
    };
  });
}

/** Polls until a mail to `to` (and matching `subject` when given) is written; returns the newest. */
export async function waitForMail(
  dir: string,
  to: string,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<WrittenMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const wanted = options.count ?? 1;
  while (true) {
    const mails = readMails(dir).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
    const newest = mails.at(-1);
    if (mails.length >= wanted && newest) return newest;
    if (Date.now() > deadline) throw new Error(`no mail #${wanted} to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the first link to `pagePath` in a text. */
export function linkToken(text: string, pagePath: string): string {
  const match = new RegExp(`https?://[^\\s]+${pagePath}#token=([^\\s]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${pagePath} link in: ${text}`);
  return decodeURIComponent(match[1]);
}
