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
    twoFactorSessionRequired:
      'This session has not passed two-factor sign-in. Sign out, then sign in again with your code.',
    twoFactorLostAdmin:
      'Two-factor sign-in of an administrator cannot be removed this way. Ask the operator of this site to recover the account.',
    twoFactorLostStarted:
      'Your new password is saved. Two-factor sign-in will be removed on {{date}} (UTC) unless the removal is cancelled; after that date, ask for a new reset link and choose a password once more to finish. We sent an e-mail about it.',
    twoFactorRemovalCancelled: 'The removal of two-factor sign-in is cancelled.',
    twoFactorRemoved: 'Your new password is saved and two-factor sign-in is removed.',
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
    twoFactorSessionRequired:
      'Esta sesión no pasó el inicio de sesión en dos pasos. Cierre la sesión e inicie sesión de nuevo con su código.',
    twoFactorLostAdmin:
      'El inicio de sesión en dos pasos de un administrador no se puede quitar así. Pida al operador de este sitio que recupere la cuenta.',
    twoFactorLostStarted:
      'Su contraseña nueva está guardada. El inicio de sesión en dos pasos se quitará el {{date}} (UTC) salvo que se cancele; después de esa fecha, pida un nuevo enlace para restablecer la contraseña y elija una vez más una contraseña para terminar. Le enviamos un correo sobre esto.',
    twoFactorRemovalCancelled: 'Se canceló la eliminación del inicio de sesión en dos pasos.',
    twoFactorRemoved:
      'Su contraseña nueva está guardada y se quitó el inicio de sesión en dos pasos.',
  },
} as const;
