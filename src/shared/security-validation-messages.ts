/**
 * Messages of two-factor sign-in and the device-cookie lockout (see validation-messages.ts); the
 * server answers them in the caller's language and the browser shows them as they are.
 */
export const securityValidationMessages = {
  en: {
    twoFactorCodeInvalid: 'Enter the 6-digit code from your authenticator app',
    recoveryCodeInvalid: 'A recovery code is 10 letters and digits, like ABCDE-23456',
    twoFactorCodeOrRecovery: 'Enter either a code from your app or a recovery code',
    twoFactorCodeWrong: 'That code is not right, or it was already used. Try the next code.',
    recoveryCodeWrong: 'That recovery code is not right, or it was already used.',
    twoFactorPendingExpired: 'The sign-in took too long. Enter your e-mail and password again.',
    twoFactorAlreadyEnabled: 'Two-factor sign-in is already on for this account.',
    twoFactorNotPending: 'Start the set-up again: scan a new QR code first.',
    twoFactorNotEnabled: 'Two-factor sign-in is not on for this account.',
    twoFactorDisabled: 'Two-factor sign-in is off.',
    twoFactorEnrolmentRequired:
      'Administrators must turn on two-factor sign-in before reviewing anything. Set it up in the two-factor section of this page.',
  },
  es: {
    twoFactorCodeInvalid: 'Escriba el código de 6 dígitos de su aplicación de autenticación',
    recoveryCodeInvalid: 'Un código de recuperación tiene 10 letras y dígitos, como ABCDE-23456',
    twoFactorCodeOrRecovery: 'Escriba un código de su aplicación o un código de recuperación',
    twoFactorCodeWrong: 'Ese código no es correcto o ya se usó. Pruebe con el siguiente código.',
    recoveryCodeWrong: 'Ese código de recuperación no es correcto o ya se usó.',
    twoFactorPendingExpired:
      'El inicio de sesión tardó demasiado. Escriba de nuevo su correo y su contraseña.',
    twoFactorAlreadyEnabled: 'El inicio de sesión en dos pasos ya está activado en esta cuenta.',
    twoFactorNotPending: 'Empiece de nuevo la configuración: escanee primero un código QR nuevo.',
    twoFactorNotEnabled: 'El inicio de sesión en dos pasos no está activado en esta cuenta.',
    twoFactorDisabled: 'El inicio de sesión en dos pasos está desactivado.',
    twoFactorEnrolmentRequired:
      'Los administradores deben activar el inicio de sesión en dos pasos antes de revisar nada. Configúrelo en la sección de dos pasos de esta página.',
  },
} as const;
