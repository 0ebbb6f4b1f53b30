import type { MailContent } from './outbox';
import { type MailLocale, render } from './templates';

/**
 * The account's own e-mails (issue 18), in English and Spanish. They greet without the name: the
 * only user text in them is an e-mail address, which the contract allows no spaces or slashes in.
 */
const texts = {
  en: {
    greeting: 'Hello,',
    closing: 'Thank you,',
    resetSubject: 'Choose a new password for Lion Insurance',
    resetLines: [
      'Someone asked to choose a new password for the Lion Insurance account of this e-mail address.',
      'The link works once and expires in one hour. Choosing a new password signs out every device. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    resetLink: 'Choose a new password',
    passwordChangedSubject: 'Your Lion Insurance password was changed',
    passwordChangedLines: (when: string) => [
      `The password of your Lion Insurance account was changed on ${when} (UTC).`,
      'If you did not do this, choose a new password at once with "Forgot password?" on the sign-in page, and tell us.',
    ],
    changeSubject: 'Confirm your new e-mail address for Lion Insurance',
    changeLines: [
      'Please confirm that this is the new e-mail address of your Lion Insurance account. The address changes only when you follow the link.',
      'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.',
    ],
    changeLink: 'Confirm my new e-mail',
    changeNoticeSubject: 'A new e-mail address was requested for your Lion Insurance account',
    changeNoticeLines: (newEmail: string) => [
      `Someone signed in to your Lion Insurance account asked to change its e-mail address to ${newEmail}.`,
      'Nothing changes until a link mailed to that address is followed.',
      'If this was not you, follow the link below to cancel the change (it works until the change could be confirmed, 24 hours), then choose a new password: someone else knows it.',
    ],
    changeNoticeLink: 'This was not me: cancel the change',
    signInLink: 'Sign in',
  },
  es: {
    greeting: 'Hola:',
    closing: 'Gracias,',
    resetSubject: 'Elija una contraseña nueva para Lion Insurance',
    resetLines: [
      'Alguien pidió elegir una contraseña nueva para la cuenta de Lion Insurance de esta dirección de correo.',
      'El enlace funciona una sola vez y caduca en una hora. Al elegir una contraseña nueva se cierra la sesión en todos los dispositivos. Si no lo pidió, ignore este correo: su contraseña no cambia.',
    ],
    resetLink: 'Elegir una contraseña nueva',
    passwordChangedSubject: 'Se cambió su contraseña de Lion Insurance',
    passwordChangedLines: (when: string) => [
      `La contraseña de su cuenta de Lion Insurance se cambió el ${when} (UTC).`,
      'Si no fue usted, elija una contraseña nueva de inmediato con "¿Olvidó su contraseña?" en la página de inicio de sesión, y avísenos.',
    ],
    changeSubject: 'Confirme su nueva dirección de correo en Lion Insurance',
    changeLines: [
      'Confirme que esta es la nueva dirección de correo de su cuenta de Lion Insurance. La dirección cambia solo cuando siga el enlace.',
      'El enlace funciona una sola vez y caduca en 24 horas. Si no lo pidió, ignore este correo.',
    ],
    changeLink: 'Confirmar mi nuevo correo',
    changeNoticeSubject: 'Se pidió una nueva dirección de correo para su cuenta de Lion Insurance',
    changeNoticeLines: (newEmail: string) => [
      `Alguien con la sesión iniciada en su cuenta de Lion Insurance pidió cambiar su dirección de correo a ${newEmail}.`,
      'Nada cambia hasta que se siga un enlace enviado a esa dirección.',
      'Si no fue usted, siga el enlace de abajo para cancelar el cambio (funciona mientras el cambio se pueda confirmar, 24 horas) y después elija una contraseña nueva: otra persona la conoce.',
    ],
    changeNoticeLink: 'No fui yo: cancelar el cambio',
    signInLink: 'Iniciar sesión',
  },
} as const;

/** 2026-11-25 16:20 */
function utcMinute(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

export function passwordResetMail(locale: MailLocale, to: string, url: string): MailContent {
  const t = texts[locale];
  return render(to, {
    subject: t.resetSubject,
    locale,
    lines: [...t.resetLines],
    link: { label: t.resetLink, url },
    closing: t.closing,
  });
}

export function passwordChangedMail(
  locale: MailLocale,
  to: string,
  when: Date,
  signInUrl: string,
): MailContent {
  const t = texts[locale];
  return render(to, {
    subject: t.passwordChangedSubject,
    locale,
    lines: t.passwordChangedLines(utcMinute(when)),
    link: { label: t.signInLink, url: signInUrl },
    closing: t.closing,
  });
}

export function emailChangeMail(locale: MailLocale, to: string, url: string): MailContent {
  const t = texts[locale];
  return render(to, {
    subject: t.changeSubject,
    locale,
    lines: [...t.changeLines],
    link: { label: t.changeLink, url },
    closing: t.closing,
  });
}

/** The notice to the current address; its link ("this was not me") cancels the change. */
export function emailChangeNoticeMail(
  locale: MailLocale,
  to: string,
  newEmail: string,
  cancelUrl: string,
): MailContent {
  const t = texts[locale];
  return render(to, {
    subject: t.changeNoticeSubject,
    locale,
    lines: t.changeNoticeLines(newEmail),
    link: { label: t.changeNoticeLink, url: cancelUrl },
    closing: t.closing,
  });
}
