/**
 * Messages of the account's own screens (forgotten password, new password, new e-mail, signed-in
 * devices), issue 18. The account, reset and link screens add them to i18n on load.
 */
export const accountValidationMessages = {
  en: {
    currentPasswordRequired: 'Enter your current password',
    currentPasswordWrong: 'The current password is not right.',
    resetLinkSent:
      'If an account uses this address, we have e-mailed it a link to choose a new password. The link works once, for one hour.',
    passwordReset:
      'Your password is changed and every device is signed out. Sign in with the new password.',
    passwordChanged: 'Your password is changed. Your other devices are signed out.',
    emailUnchanged: 'This is already your e-mail address.',
    emailChangeSent: 'We sent a link to {{email}}. Your e-mail address changes when you follow it.',
    emailChanged: 'Your e-mail address is now {{email}}.',
    sessionNotFound: 'This device is no longer signed in.',
    sessionEnded: 'The device is signed out.',
    otherSessionsEnded: 'Your other devices are signed out.',
    emailChangeCancelled:
      'The change of your e-mail address is cancelled and every device is signed out. Someone who knows your password asked for it: choose a new password now.',
  },
  es: {
    currentPasswordRequired: 'Introduzca su contraseña actual',
    currentPasswordWrong: 'La contraseña actual no es correcta.',
    resetLinkSent:
      'Si alguna cuenta usa esta dirección, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona una sola vez, durante una hora.',
    passwordReset:
      'Su contraseña ha cambiado y se cerró la sesión en todos los dispositivos. Inicie sesión con la nueva contraseña.',
    passwordChanged: 'Su contraseña ha cambiado. Se cerró la sesión en sus otros dispositivos.',
    emailUnchanged: 'Esta ya es su dirección de correo.',
    emailChangeSent:
      'Enviamos un enlace a {{email}}. Su dirección de correo cambia cuando lo siga.',
    emailChanged: 'Su dirección de correo ahora es {{email}}.',
    sessionNotFound: 'Este dispositivo ya no tiene la sesión iniciada.',
    sessionEnded: 'Se cerró la sesión en el dispositivo.',
    otherSessionsEnded: 'Se cerró la sesión en sus otros dispositivos.',
    emailChangeCancelled:
      'Se canceló el cambio de su dirección de correo y se cerró la sesión en todos los dispositivos. Alguien que conoce su contraseña lo pidió: elija una contraseña nueva ahora.',
  },
} as const;
