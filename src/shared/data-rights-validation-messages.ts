/** Refusals of Delete my account and Download my data, answered in the caller's language. */
export const dataRightsValidationMessages = {
  en: {
    accountPasswordRequired: 'Enter your password to delete your account.',
    accountPasswordWrong: 'That password is not right. Your account was not deleted.',
    adminCannotDelete:
      'Administrator accounts cannot be deleted here: another administrator must remove the access.',
    tooManyAccountRequests:
      'Too many attempts on your account data. Please wait {{count}} minutes.',
  },
  es: {
    accountPasswordRequired: 'Escriba su contraseña para eliminar su cuenta.',
    accountPasswordWrong: 'La contraseña no es correcta. Su cuenta no se eliminó.',
    adminCannotDelete:
      'Las cuentas de administrador no se pueden eliminar aquí: otro administrador debe retirar el acceso.',
    tooManyAccountRequests:
      'Demasiados intentos con los datos de su cuenta. Espere {{count}} minutos.',
  },
} as const;
