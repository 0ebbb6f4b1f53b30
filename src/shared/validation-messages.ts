/**
 * Validation messages, keyed. Shared zod schemas use the keys; the browser shows them through
 * i18n (namespace `validation`) and the server answers with the text in the caller's language.
 */
export const validationMessages = {
  en: {
    required: 'This field is required',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailInvalid: 'Valid email is required',
    passwordRequired: 'Password is required',
    passwordMin8: 'Password must be at least 8 characters',
    passwordCommon: 'This password is too common. Choose one that is harder to guess.',
    passwordAgentRules:
      'Password must be at least 10 characters with uppercase, lowercase, numbers and special characters, not common, with no 3-character sequence or 3 repeated characters',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsDontMatch: "Passwords don't match",
    companyRequired: 'Company selection is required',
    tooLong: 'This value is too long',
    invalidValue: 'This value is not valid',
    latitudeInvalid: 'lat must be a latitude between -90 and 90',
    longitudeInvalid: 'lon must be a longitude between -180 and 180',
  },
  es: {
    required: 'Este campo es obligatorio',
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'El apellido es obligatorio',
    emailInvalid: 'Se requiere un correo electrónico válido',
    passwordRequired: 'La contraseña es obligatoria',
    passwordMin8: 'La contraseña debe tener al menos 8 caracteres',
    passwordCommon: 'Esta contraseña es demasiado común. Elija una más difícil de adivinar.',
    passwordAgentRules:
      'La contraseña debe tener al menos 10 caracteres con mayúsculas, minúsculas, números y caracteres especiales, no ser común y no tener secuencias de 3 caracteres ni 3 caracteres repetidos',
    confirmPasswordRequired: 'Confirme su contraseña',
    passwordsDontMatch: 'Las contraseñas no coinciden',
    companyRequired: 'Debe seleccionar una compañía',
    tooLong: 'Este valor es demasiado largo',
    invalidValue: 'Este valor no es válido',
    latitudeInvalid: 'lat debe ser una latitud entre -90 y 90',
    longitudeInvalid: 'lon debe ser una longitud entre -180 y 180',
  },
} as const;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return value in validationMessages.en;
}

export function translateValidationMessage(message: string, language: 'en' | 'es' = 'en'): string {
  return isValidationMessageKey(message) ? validationMessages[language][message] : message;
}
