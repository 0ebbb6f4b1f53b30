/**
 * Messages of the agent licence form, the e-mail confirmation and the admin review (see
 * validation-messages.ts). Kept apart so the public pages do not download them: the agent, admin
 * and link screens add them to i18n on load. Each names its field, since the API answers them as
 * they are.
 */
export const licenceValidationMessages = {
  en: {
    npnInvalid: 'National Producer Number must be 1 to 10 digits',
    licencesRequired: 'Add at least one state you are licensed in',
    licenceStateDuplicate: 'Each licensed state may appear only once',
    licenceLinesRequired: 'Choose at least one line for each licensed state',
    linesDuplicate: 'Each line may appear only once per state',
    serviceAreaNotLicensed: 'Service areas must be states you are licensed in',
    serviceAreaDuplicate: 'Each service area state may appear only once',
    zipPrefixInvalid: 'ZIP prefixes are 3 digits of a ZIP code in that state',
    zipPrefixesTooMany: 'At most 100 ZIP prefixes per state',
    languagesRequired: 'Choose at least one language you speak',
    bioTooLong: 'The bio may be at most 500 characters',
    reasonRequired: 'Give the agent a reason (at least 5 characters)',
    reasonTooLong: 'The reason may be at most 500 characters',
    tokenInvalid: 'This link is not valid. Check that you copied the whole link.',
    tokenUsed: 'This link has already been used.',
    tokenExpired: 'This link has expired.',
    emailAlreadyConfirmed: 'Your work e-mail is already confirmed.',
    emailConfirmed: 'Your work e-mail is confirmed.',
    resendTooSoon:
      'A confirmation e-mail was sent less than a minute ago. Please wait {{count}} seconds.',
    nothingToReview: 'This licence record has nothing waiting for review.',
    agentNotFound: 'No agent with this licence record was found.',
    reviewDecisionsRequired: 'Decide at least one state and line',
    reviewPairDuplicate: 'Each state and line may be decided only once',
    pairNotPending: 'One of these states and lines is not waiting for review any more',
  },
  es: {
    npnInvalid: 'El National Producer Number debe tener de 1 a 10 dígitos',
    licencesRequired: 'Añada al menos un estado en el que tenga licencia',
    licenceStateDuplicate: 'Cada estado con licencia puede aparecer solo una vez',
    licenceLinesRequired: 'Elija al menos un ramo para cada estado con licencia',
    linesDuplicate: 'Cada ramo puede aparecer solo una vez por estado',
    serviceAreaNotLicensed: 'Las zonas de servicio deben ser estados en los que tenga licencia',
    serviceAreaDuplicate: 'Cada estado de zona de servicio puede aparecer solo una vez',
    zipPrefixInvalid: 'Los prefijos de código postal son 3 dígitos de un código de ese estado',
    zipPrefixesTooMany: 'Como máximo 100 prefijos de código postal por estado',
    languagesRequired: 'Elija al menos un idioma que hable',
    bioTooLong: 'La biografía puede tener como máximo 500 caracteres',
    reasonRequired: 'Indique un motivo al agente (al menos 5 caracteres)',
    reasonTooLong: 'El motivo puede tener como máximo 500 caracteres',
    tokenInvalid: 'Este enlace no es válido. Compruebe que copió el enlace completo.',
    tokenUsed: 'Este enlace ya se ha utilizado.',
    tokenExpired: 'Este enlace ha caducado.',
    emailAlreadyConfirmed: 'Su correo de trabajo ya está confirmado.',
    emailConfirmed: 'Su correo de trabajo está confirmado.',
    resendTooSoon:
      'Se envió un correo de confirmación hace menos de un minuto. Espere {{count}} segundos.',
    nothingToReview: 'Este registro de licencia no tiene nada pendiente de revisión.',
    agentNotFound: 'No se encontró ningún agente con este registro de licencia.',
    reviewDecisionsRequired: 'Decida al menos un estado y ramo',
    reviewPairDuplicate: 'Cada estado y ramo puede decidirse solo una vez',
    pairNotPending: 'Uno de estos estados y ramos ya no está pendiente de revisión',
  },
} as const;
