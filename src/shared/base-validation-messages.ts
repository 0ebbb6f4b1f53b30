/**
 * Messages of the sign-in and registration forms, bundled with every page. A module of their own:
 * the browser's entry imports only these, so the screen sets that validation-messages.ts merges
 * (quote, licence, ...) stay in the chunks of the screens that add them.
 */
export const baseValidationMessages = {
  en: {
    required: 'This field is required',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    nameCharacters: 'Names may contain only letters, spaces, apostrophes, hyphens and dots',
    nameDotBetweenLetters:
      'In a name a dot ends an initial: put a space after it, as in “J. R. Smith”',
    emailInvalid: 'Valid email is required',
    passwordRequired: 'Password is required',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsDontMatch: "Passwords don't match",
    companyRequired: 'Company selection is required',
    tooLong: 'This value is too long',
    invalidValue: 'This value is not valid',
    latitudeInvalid: 'lat must be a latitude between -90 and 90',
    longitudeInvalid: 'lon must be a longitude between -180 and 180',
    invalidCredentials: 'Invalid credentials',
    duplicateEmail:
      'An account with this email already exists. Log in instead, or use another email.',
    loginRequired: 'You need to log in to access this page',
    roleRequired: 'This area requires {{role}} access.',
    tooManyAttemptsSeconds:
      'Too many sign-in or registration attempts from your network. Please wait {{count}} seconds and try again.',
    tooManyAttemptsMinutes:
      'Too many sign-in or registration attempts from your network. Please wait {{count}} minutes and try again.',
    tooManyFailuresSeconds:
      'Too many failed sign-in attempts for this account. Please wait {{count}} seconds and try again.',
    tooManyFailuresMinutes:
      'Too many failed sign-in attempts for this account. Please wait {{count}} minutes and try again.',
    databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
    idempotencyKeyInvalid:
      'The Idempotency-Key header must be 8 to 64 letters, digits, hyphens or underscores.',
    idempotencyKeyReused:
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  },
  es: {
    required: 'Este campo es obligatorio',
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'El apellido es obligatorio',
    nameCharacters:
      'Los nombres solo pueden contener letras, espacios, apóstrofos, guiones y puntos',
    nameDotBetweenLetters:
      'En un nombre, el punto cierra una inicial: ponga un espacio después, como en «J. R. Smith»',
    emailInvalid: 'Se requiere un correo electrónico válido',
    passwordRequired: 'La contraseña es obligatoria',
    confirmPasswordRequired: 'Confirme su contraseña',
    passwordsDontMatch: 'Las contraseñas no coinciden',
    companyRequired: 'Debe seleccionar una compañía',
    tooLong: 'Este valor es demasiado largo',
    invalidValue: 'Este valor no es válido',
    latitudeInvalid: 'lat debe ser una latitud entre -90 y 90',
    longitudeInvalid: 'lon debe ser una longitud entre -180 y 180',
    invalidCredentials: 'Credenciales no válidas',
    duplicateEmail:
      'Ya existe una cuenta con este correo electrónico. Inicie sesión o use otro correo.',
    loginRequired: 'Debe iniciar sesión para acceder a esta página',
    roleRequired: 'Esta área requiere acceso de {{role}}.',
    tooManyAttemptsSeconds:
      'Demasiados intentos de inicio de sesión o registro desde su red. Espere {{count}} segundos e inténtelo de nuevo.',
    tooManyAttemptsMinutes:
      'Demasiados intentos de inicio de sesión o registro desde su red. Espere {{count}} minutos e inténtelo de nuevo.',
    tooManyFailuresSeconds:
      'Demasiados intentos fallidos de inicio de sesión en esta cuenta. Espere {{count}} segundos e inténtelo de nuevo.',
    tooManyFailuresMinutes:
      'Demasiados intentos fallidos de inicio de sesión en esta cuenta. Espere {{count}} minutos e inténtelo de nuevo.',
    databaseUnavailable:
      'El servicio no está disponible por un momento. Inténtelo de nuevo en unos segundos.',
    idempotencyKeyInvalid:
      'El encabezado Idempotency-Key debe tener de 8 a 64 letras, dígitos, guiones o guiones bajos.',
    idempotencyKeyReused:
      'Esta Idempotency-Key ya se usó para otra solicitud. Use una clave nueva para una solicitud nueva.',
  },
} as const;
