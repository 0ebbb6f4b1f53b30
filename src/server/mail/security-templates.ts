import { brandName } from '../../shared/brand';
import type { MailContent } from './outbox';
import { escapeHtml, type MailLocale } from './templates';

/**
 * The account-security mails (decision 0037), in English and Spanish. They carry no user input
 * at all (not even the name), so nothing a person typed can pass for the app's own words.
 */
const burstTexts = {
  en: {
    subject: 'Failed sign-in attempts on your Lion Insurance account',
    greeting: 'Hello,',
    lines: (count: number, minutes: number) => [
      `Someone tried to sign in to your account with a wrong password ${count} times in the last ${minutes} minutes.`,
      'If it was you, there is nothing to do. If not, your password still protects the account: browsers you signed in with before keep working, while other attempts are slowed down.',
      'To be safer, choose a password you use nowhere else and turn on two-factor sign-in in your account settings.',
    ],
    link: 'Open Lion Insurance',
    closing: 'Thank you,',
  },
  es: {
    subject: 'Intentos fallidos de inicio de sesión en su cuenta de Lion Insurance',
    greeting: 'Hola:',
    lines: (count: number, minutes: number) => [
      `Alguien intentó iniciar sesión en su cuenta con una contraseña incorrecta ${count} veces en los últimos ${minutes} minutos.`,
      'Si fue usted, no tiene que hacer nada. Si no, su contraseña sigue protegiendo la cuenta: los navegadores con los que ya inició sesión siguen funcionando y los demás intentos se frenan.',
      'Para más seguridad, elija una contraseña que no use en ningún otro sitio y active el inicio de sesión en dos pasos en la configuración de su cuenta.',
    ],
    link: 'Abrir Lion Insurance',
    closing: 'Gracias,',
  },
} as const;

export function signInBurstMail(
  locale: MailLocale,
  to: string,
  burst: { count: number; minutes: number },
  siteUrl: string,
): MailContent {
  const texts = burstTexts[locale];
  const lines = texts.lines(burst.count, burst.minutes);
  const text = [
    texts.greeting,
    '',
    ...lines,
    '',
    `${texts.link}: ${siteUrl}`,
    '',
    texts.closing,
    brandName,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; color: #0f172a">
<p>${escapeHtml(texts.greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(siteUrl)}">${escapeHtml(texts.link)}</a></p>
<p>${escapeHtml(texts.closing)}<br>${escapeHtml(brandName)}</p>
</body></html>`;
  return { to, subject: texts.subject, text, html };
}
