import { brandName } from '../../shared/brand';
import { isPersonName } from '../../shared/contracts/person-name';
import type { Language } from '../../shared/languages';
import type { MailContent } from './outbox';

/**
 * The e-mails the product sends, in English and Spanish. Every user-supplied value goes through
 * `escapeHtml` in the HTML part; the text part is plain text; subjects carry no user input.
 *
 * A person's name never opens a mail nor sits where it could pass for the app's words (issue 18,
 * 1.8): the greeting is the app's own, and the name comes after the app's text, quoted and
 * labelled, only when it is a name by today's rule (one stored before it is left out). The app's
 * link is the anchor marked `data-app-link`, which no escaped user text can spell: the file
 * transport logs that one (see `appLink` in transport.ts).
 */
export type MailLocale = Language;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface Paragraphs {
  locale: MailLocale;
  subject: string;
  lines: string[];
  link?: { label: string; url: string };
  /** The recipient's name as they typed it: shown quoted after the app's text, never first. */
  recipientName?: string;
  closing: string;
  /**
   * A notification mail's footer (why it came, how to turn it off: issue 21). Without one the
   * mail is transactional, and its footer says why it cannot be unsubscribed.
   */
  footer?: { line: string; link: { label: string; url: string } };
}

/** The app's own words around a person's name (never a greeting built from it). */
const frameTexts = {
  en: {
    greeting: 'Hello,',
    recipient: (name: string) => `This message is for the account in the name of “${name}”.`,
    transactional:
      'This e-mail is about your account itself, so it is sent whatever your notification settings and has no unsubscribe link.',
  },
  es: {
    greeting: 'Hola:',
    recipient: (name: string) => `Este mensaje es para la cuenta a nombre de «${name}».`,
    transactional:
      'Este correo trata de su propia cuenta, por eso se envía sean cuales sean sus preferencias de avisos y no tiene enlace para darse de baja.',
  },
} as const;

export function render(to: string, content: Paragraphs): MailContent {
  const frame = frameTexts[content.locale];
  const name = content.recipientName?.trim();
  const recipientLine = name && isPersonName(name) ? frame.recipient(name) : undefined;
  const textParts = [frame.greeting, '', ...content.lines];
  if (content.link) textParts.push('', `${content.link.label}: ${content.link.url}`);
  if (recipientLine) textParts.push('', recipientLine);
  textParts.push('', content.closing, brandName);
  const footer = content.footer;
  if (footer) textParts.push('', '--', footer.line, `${footer.link.label}: ${footer.link.url}`);
  else textParts.push('', '--', frame.transactional);
  const htmlLines = content.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const htmlLink = content.link
    ? `<p><a data-app-link href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>\n<p>${escapeHtml(content.link.url)}</p>`
    : '';
  const htmlRecipient = recipientLine ? `<p>${escapeHtml(recipientLine)}</p>\n` : '';
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #0f172a">
<p>${escapeHtml(frame.greeting)}</p>
${htmlLines}
${htmlLink}
${htmlRecipient}<p>${escapeHtml(content.closing)}<br>${escapeHtml(brandName)}</p>
<hr>
<p style="font-size: 12px; color: #475569">${
    footer
      ? `${escapeHtml(footer.line)} <a href="${escapeHtml(footer.link.url)}">${escapeHtml(footer.link.label)}</a>`
      : escapeHtml(frame.transactional)
  }</p>
</body></html>`;
  return { to, subject: content.subject, text: textParts.join('\n'), html };
}

const confirmationTexts = {
  en: {
    subject: 'Confirm your work e-mail for Lion Insurance',
    lines: [
      'Please confirm that this is your work e-mail address. Until you do, consumers cannot be matched with you and your company is not shown as verified.',
      'The link works once and expires in 24 hours. If you did not register as an agent, ignore this e-mail.',
    ],
    link: 'Confirm my e-mail',
    closing: 'Thank you,',
  },
  es: {
    subject: 'Confirme su correo de trabajo en Lion Insurance',
    lines: [
      'Confirme que esta es su dirección de correo de trabajo. Hasta que lo haga, no se le asignarán consumidores y su compañía no se mostrará como verificada.',
      'El enlace funciona una sola vez y caduca en 24 horas. Si no se registró como agente, ignore este correo.',
    ],
    link: 'Confirmar mi correo',
    closing: 'Gracias,',
  },
} as const;

export function confirmationMail(
  locale: MailLocale,
  to: string,
  firstName: string,
  url: string,
): MailContent {
  const texts = confirmationTexts[locale];
  return render(to, {
    locale,
    subject: texts.subject,
    recipientName: firstName,
    lines: [...texts.lines],
    link: { label: texts.link, url },
    closing: texts.closing,
  });
}

const decisionTexts = {
  en: {
    approvedSubject: 'Your licence record is verified',
    rejectedSubject: 'Your licence record needs changes',
    approved: (pairs: string) =>
      `A reviewer verified your licence record for: ${pairs}. Consumers in your service areas can now be matched with you.`,
    rejected: (pairs: string) => `A reviewer could not verify your licence record for: ${pairs}.`,
    reason: (reason: string) => `The reviewer's reason: ${reason}`,
    fix: 'Correct your record in the Settings tab of the agent portal and save it to send it back for review.',
    link: 'Open the agent portal',
    closing: 'Thank you,',
  },
  es: {
    approvedSubject: 'Su registro de licencia está verificado',
    rejectedSubject: 'Su registro de licencia necesita cambios',
    approved: (pairs: string) =>
      `Un revisor verificó su registro de licencia para: ${pairs}. Ya se le pueden asignar consumidores de sus zonas de servicio.`,
    rejected: (pairs: string) =>
      `Un revisor no pudo verificar su registro de licencia para: ${pairs}.`,
    reason: (reason: string) => `Motivo del revisor: ${reason}`,
    fix: 'Corrija su registro en la pestaña Configuración del portal de agentes y guárdelo para enviarlo de nuevo a revisión.',
    link: 'Abrir el portal de agentes',
    closing: 'Gracias,',
  },
} as const;

const lineNames = {
  en: { auto: 'auto', home: 'home', renters: 'renters', life: 'life' },
  es: { auto: 'auto', home: 'hogar', renters: 'inquilinos', life: 'vida' },
} as const;

/** 'TX (auto, home); CA (life)' in the reader's language. */
export function describePairs(
  locale: MailLocale,
  pairs: ReadonlyArray<{ state: string; line: string }>,
): string {
  const byState = new Map<string, string[]>();
  for (const { state, line } of pairs) {
    const name = lineNames[locale][line as keyof (typeof lineNames)['en']] ?? line;
    byState.set(state, [...(byState.get(state) ?? []), name]);
  }
  return [...byState].map(([state, lines]) => `${state} (${lines.join(', ')})`).join('; ');
}

export function licenceDecisionMail(
  locale: MailLocale,
  to: string,
  firstName: string,
  decision: {
    approved: boolean;
    pairs: ReadonlyArray<{ state: string; line: string }>;
    reason: string | null;
  },
  portalUrl: string,
): MailContent {
  const texts = decisionTexts[locale];
  const pairs = describePairs(locale, decision.pairs);
  const lines = decision.approved
    ? [texts.approved(pairs)]
    : [texts.rejected(pairs), texts.reason(decision.reason ?? ''), texts.fix];
  return render(to, {
    locale,
    subject: decision.approved ? texts.approvedSubject : texts.rejectedSubject,
    recipientName: firstName,
    lines,
    link: { label: texts.link, url: portalUrl },
    closing: texts.closing,
  });
}
