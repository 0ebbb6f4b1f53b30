import { brandName } from '../../shared/brand';
import type { MailContent } from './outbox';
import { escapeHtml, type MailLocale } from './templates';

/**
 * The notice that an account was deleted (issue 18, 2.5), en/es. It carries no user text at all:
 * the greeting names nobody, so nothing in it can pass for the app's own words.
 */
const accountDeletedTexts = {
  en: {
    subject: 'Your Lion Insurance account was deleted',
    greeting: 'Hello,',
    lines: [
      'Your Lion Insurance account was deleted at your request, with your profile, vehicles, requests, messages and sessions.',
      'Every agent lost access to your information at once.',
      'As proof of the consents you gave, we keep the consent records with their wording and the record of which agents received your information, without your name, e-mail address or phone number.',
      'If you did not ask for this, reply to this e-mail.',
    ],
    closing: 'Thank you for using Lion Insurance,',
  },
  es: {
    subject: 'Se eliminó su cuenta de Lion Insurance',
    greeting: 'Hola:',
    lines: [
      'Su cuenta de Lion Insurance se eliminó a petición suya, con su perfil, vehículos, solicitudes, mensajes y sesiones.',
      'Todos los agentes perdieron el acceso a su información de inmediato.',
      'Como prueba de los consentimientos que dio, conservamos los registros de consentimiento con su texto y el registro de qué agentes recibieron su información, sin su nombre, correo electrónico ni teléfono.',
      'Si usted no lo pidió, responda a este correo.',
    ],
    closing: 'Gracias por usar Lion Insurance,',
  },
} as const;

export function accountDeletedMail(locale: MailLocale, to: string): MailContent {
  const texts = accountDeletedTexts[locale];
  const text = [texts.greeting, '', ...texts.lines, '', texts.closing, brandName].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #0f172a">
<p>${escapeHtml(texts.greeting)}</p>
${texts.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(texts.closing)}<br>${escapeHtml(brandName)}</p>
</body></html>`;
  return { to, subject: texts.subject, text, html };
}
