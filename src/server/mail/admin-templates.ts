import { brandName } from '../../shared/brand';
import type { MailContent } from './outbox';
import { escapeHtml, type MailLocale } from './templates';

/**
 * Mails of the operator's console (issue 31), en/es: a suspension with its reason and how to
 * appeal, and a reinstatement. The reason is the operator's text, escaped in the HTML part.
 */
const texts = {
  en: {
    suspendedSubject: 'Your Lion Insurance account is suspended',
    reinstatedSubject: 'Your Lion Insurance account is active again',
    greeting: 'Hello,',
    suspended:
      'An operator suspended your Lion Insurance account. You cannot sign in while it is suspended.',
    agentEffects:
      'You receive no new requests, and the requests you held were passed to other agents.',
    consumerEffects: 'Your requests are not sent to agents while your account is suspended.',
    reason: 'The reason given:',
    appeal: (support: string) =>
      `To appeal, write to ${support} from this address and say why the suspension should be lifted.`,
    reinstated: 'An operator reinstated your Lion Insurance account. You can sign in again.',
    closing: 'Lion Insurance',
  },
  es: {
    suspendedSubject: 'Su cuenta de Lion Insurance está suspendida',
    reinstatedSubject: 'Su cuenta de Lion Insurance está activa de nuevo',
    greeting: 'Hola:',
    suspended:
      'Un operador suspendió su cuenta de Lion Insurance. No puede iniciar sesión mientras esté suspendida.',
    agentEffects:
      'No recibe solicitudes nuevas, y las solicitudes que tenía pasaron a otros agentes.',
    consumerEffects: 'Sus solicitudes no se envían a agentes mientras su cuenta esté suspendida.',
    reason: 'El motivo indicado:',
    appeal: (support: string) =>
      `Para apelar, escriba a ${support} desde esta dirección y explique por qué debería levantarse la suspensión.`,
    reinstated: 'Un operador reactivó su cuenta de Lion Insurance. Puede iniciar sesión de nuevo.',
    closing: 'Lion Insurance',
  },
} as const;

function render(to: string, subject: string, greeting: string, lines: string[]): MailContent {
  const text = [greeting, '', ...lines, '', brandName].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #0f172a">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(brandName)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function accountSuspendedMail(
  locale: MailLocale,
  to: string,
  input: { isAgent: boolean; reason: string; supportEmail: string },
): MailContent {
  const t = texts[locale];
  return render(to, t.suspendedSubject, t.greeting, [
    t.suspended,
    input.isAgent ? t.agentEffects : t.consumerEffects,
    `${t.reason} ${input.reason}`,
    t.appeal(input.supportEmail),
  ]);
}

export function accountReinstatedMail(locale: MailLocale, to: string): MailContent {
  const t = texts[locale];
  return render(to, t.reinstatedSubject, t.greeting, [t.reinstated]);
}
