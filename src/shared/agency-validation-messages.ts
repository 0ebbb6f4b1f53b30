/**
 * Messages of the agency name (agent sign-up and Settings; decision 0045). Kept apart from the
 * base set: the agent screens add them to i18n on load (src/web/lib/agency-validation-messages.ts).
 */
export const agencyValidationMessages = {
  en: {
    agencyNameRequired:
      'Enter your agency name: your work e-mail is not at one of the listed insurers',
    agencyNameLength: 'The agency name must be 2 to 120 characters',
    agencyNameInvalid:
      "The agency name may contain letters, numbers, spaces and & ' - . , ( ) / only",
    agencyNameDotBetweenLetters:
      'In an agency name a dot ends an abbreviation: put a space after it, as in “Lee & Co. Insurance”',
    agencyNameClaimsInsurer:
      'The agency name cannot name one of the listed insurers: only a work e-mail at that insurer proves it',
  },
  es: {
    agencyNameRequired:
      'Escriba el nombre de su agencia: su correo de trabajo no es de una de las aseguradoras de la lista',
    agencyNameLength: 'El nombre de la agencia debe tener de 2 a 120 caracteres',
    agencyNameInvalid:
      "El nombre de la agencia solo puede contener letras, números, espacios y & ' - . , ( ) /",
    agencyNameDotBetweenLetters:
      'En el nombre de la agencia, el punto cierra una abreviatura: ponga un espacio después, como en «Lee & Co. Seguros»',
    agencyNameClaimsInsurer:
      'El nombre de la agencia no puede nombrar a una de las aseguradoras de la lista: solo un correo de trabajo de esa aseguradora lo prueba',
  },
} as const;
