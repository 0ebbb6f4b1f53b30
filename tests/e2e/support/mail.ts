import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eMailDir } from '../../../playwright.config';
import { expect } from './fixtures';

/**
 * The e2e server writes every e-mail as an RFC 822 file `<time>-<id>.eml` in `e2eMailDir`
 * (MAIL_DIR). These helpers read them the way a person reads their inbox. Specs of the leads
 * server pass its own directory (`e2eLeadsMailDir`).
 */

const confirmationLinkPattern =
  /https?:\/\/[^\s"<>]+\/auth\/confirm-email#token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/;

/**
 * Quoted-printable text as written: soft line breaks joined, `=XX` bytes decoded. `text` holds one
 * character per byte (read as latin1), so the decoded bytes are read back as UTF-8.
 */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function headerOf(message: string, name: string): string | undefined {
  const head = message.split(/\r?\n\r?\n/, 1)[0] ?? '';
  // Folded header lines continue with whitespace.
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Every message to `address`, oldest first (file names start with the time they were written). */
export function readMailsTo(address: string, mailDir = e2eMailDir): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readFileSync(path.join(mailDir, file), 'latin1'))
    .filter((message) => headerOf(message, 'To')?.toLowerCase().includes(address.toLowerCase()));
}

/** The confirmation link of the newest message to `address` that holds one. */
export function newestConfirmationLink(address: string, mailDir = e2eMailDir): string | undefined {
  for (const message of readMailsTo(address, mailDir).reverse()) {
    const link = confirmationLinkPattern.exec(decodeQuotedPrintable(message))?.[0];
    if (link) return link;
  }
  return undefined;
}

/** Waits until a message to `address` with a confirmation link has arrived, and answers the link. */
export async function waitForConfirmationLink(
  address: string,
  mailDir = e2eMailDir,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = newestConfirmationLink(address, mailDir);
        return link;
      },
      { message: `a confirmation e-mail to ${address}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Waits until at least `count` messages to `address` have arrived. */
export async function waitForMailCount(
  address: string,
  count: number,
  mailDir = e2eMailDir,
): Promise<void> {
  await expect
    .poll(() => readMailsTo(address, mailDir).length, {
      message: `${count} e-mail(s) to ${address}`,
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
}

/**
 * Waits for a mail to `address` holding a link to `pagePath` (`#token=` in the fragment) and
 * answers the newest such link, as a person would copy it from the mail.
 */
export async function waitForPageLink(
  address: string,
  pagePath: string,
  mailDir = e2eMailDir,
): Promise<string> {
  const escaped = pagePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `https?://[^\\s"<>]+${escaped}#token=[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}`,
  );
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const message of readMailsTo(address, mailDir).reverse()) {
          link = pattern.exec(decodeQuotedPrintable(message))?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a ${pagePath} link to ${address}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link as string;
}
