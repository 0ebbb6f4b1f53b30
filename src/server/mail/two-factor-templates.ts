import type { MailContent } from './outbox';
import { type MailLocale, render } from './templates';

/**
 * Notices of two-factor sign-in (decision 0074), in English and Spanish, to the account's
 * address: every change is told, so a stolen session cannot change it quietly. No user text.
 */
const texts = {
  en: {
    closing: 'Thank you,',
    notMe:
      'If you did not do this, choose a new password at once with "Forgot password?" on the sign-in page. If you can no longer sign in because of a code you do not have, the page that e-mail opens lets you ask to remove two-factor sign-in.',
    enabledSubject: 'Two-factor sign-in was turned on for your Lion Insurance account',
    enabledLine: (when: string) =>
      `Two-factor sign-in was turned on for your Lion Insurance account on ${when} (UTC). Signing in now also asks for a code from the authenticator app.`,
    disabledSubject: 'Two-factor sign-in was turned off for your Lion Insurance account',
    disabledLine: (when: string) =>
      `Two-factor sign-in was turned off for your Lion Insurance account on ${when} (UTC). Signing in now asks for the password only.`,
    codesSubject: 'New recovery codes were made for your Lion Insurance account',
    codesLine: (when: string) =>
      `New recovery codes for two-factor sign-in were made for your Lion Insurance account on ${when} (UTC). The earlier codes no longer work.`,
    removalSubject: 'Two-factor sign-in will be removed from your Lion Insurance account',
    removalLines: (due: string) => [
      'Someone who opened a password-reset link sent to this address said they lost their second factor (the authenticator app and the recovery codes) and chose a new password.',
      `Two-factor sign-in will be removed on ${due} (UTC) unless you cancel: after that date, the next password reset by e-mail turns it off.`,
      'If this was not you, cancel now with the link below, then choose a new password with "Forgot password?" on the sign-in page.',
    ],
    removalLink: 'Cancel the removal',
    removedSubject: 'Two-factor sign-in was removed from your Lion Insurance account',
    removedLine: (when: string) =>
      `As asked three days ago, two-factor sign-in was removed from your Lion Insurance account when its password was reset on ${when} (UTC). You can turn it on again in your account's settings.`,
  },
  es: {
    closing: 'Gracias,',
    notMe:
      'Si no fue usted, elija una contraseña nueva de inmediato con "¿Olvidó su contraseña?" en la página de inicio de sesión. Si ya no puede iniciar sesión porque se le pide un código que no tiene, la página que abre ese correo le permite pedir que se quite el inicio de sesión en dos pasos.',
    enabledSubject: 'Se activó el inicio de sesión en dos pasos en su cuenta de Lion Insurance',
    enabledLine: (when: string) =>
      `Se activó el inicio de sesión en dos pasos en su cuenta de Lion Insurance el ${when} (UTC). Ahora, al iniciar sesión, también se pide un código de la aplicación de autenticación.`,
    disabledSubject: 'Se desactivó el inicio de sesión en dos pasos en su cuenta de Lion Insurance',
    disabledLine: (when: string) =>
      `Se desactivó el inicio de sesión en dos pasos en su cuenta de Lion Insurance el ${when} (UTC). Ahora, al iniciar sesión, solo se pide la contraseña.`,
    codesSubject: 'Se crearon códigos de recuperación nuevos para su cuenta de Lion Insurance',
    codesLine: (when: string) =>
      `Se crearon códigos de recuperación nuevos del inicio de sesión en dos pasos para su cuenta de Lion Insurance el ${when} (UTC). Los códigos anteriores ya no sirven.`,
    removalSubject: 'Se quitará el inicio de sesión en dos pasos de su cuenta de Lion Insurance',
    removalLines: (due: string) => [
      'Alguien que abrió un enlace para restablecer la contraseña enviado a esta dirección dijo que perdió su segundo paso (la aplicación de autenticación y los códigos de recuperación) y eligió una contraseña nueva.',
      `El inicio de sesión en dos pasos se quitará el ${due} (UTC) salvo que lo cancele: después de esa fecha, el siguiente restablecimiento de contraseña por correo lo desactiva.`,
      'Si no fue usted, cancélelo ahora con el enlace de abajo y luego elija una contraseña nueva con "¿Olvidó su contraseña?" en la página de inicio de sesión.',
    ],
    removalLink: 'Cancelar la eliminación',
    removedSubject: 'Se quitó el inicio de sesión en dos pasos de su cuenta de Lion Insurance',
    removedLine: (when: string) =>
      `Como se pidió hace tres días, se quitó el inicio de sesión en dos pasos de su cuenta de Lion Insurance al restablecer su contraseña el ${when} (UTC). Puede activarlo de nuevo en la configuración de su cuenta.`,
  },
} as const;

/** 2026-11-25 16:20 */
function utcMinute(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

export type TwoFactorChange = 'enabled' | 'disabled' | 'recoveryCodes';

/** A notice that two-factor sign-in was turned on, off, or given new recovery codes. */
export function twoFactorChangedMail(
  locale: MailLocale,
  to: string,
  change: TwoFactorChange,
  when: Date,
): MailContent {
  const t = texts[locale];
  const at = utcMinute(when);
  const told: Record<TwoFactorChange, [subject: string, line: string]> = {
    enabled: [t.enabledSubject, t.enabledLine(at)],
    disabled: [t.disabledSubject, t.disabledLine(at)],
    recoveryCodes: [t.codesSubject, t.codesLine(at)],
  };
  const [subject, line] = told[change];
  return render(to, { subject, locale, lines: [line, t.notMe], closing: t.closing });
}

/** The lost-factor wait began: when it ends, and a one-click cancel link. */
export function twoFactorRemovalMail(
  locale: MailLocale,
  to: string,
  dueAt: Date,
  cancelUrl: string,
): MailContent {
  const t = texts[locale];
  return render(to, {
    subject: t.removalSubject,
    locale,
    lines: t.removalLines(utcMinute(dueAt)),
    link: { label: t.removalLink, url: cancelUrl },
    closing: t.closing,
  });
}

/** The wait ended and a password reset turned two-factor sign-in off. */
export function twoFactorRemovedMail(locale: MailLocale, to: string, when: Date): MailContent {
  const t = texts[locale];
  return render(to, {
    subject: t.removedSubject,
    locale,
    lines: [t.removedLine(utcMinute(when))],
    closing: t.closing,
  });
}
