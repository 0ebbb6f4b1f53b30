/**
 * Messages of an agent's lead-flow settings (portal Settings; decision 0094). Kept apart from the
 * base set: the agent portal adds them to i18n on load (src/web/lib/lead-flow-validation-messages.ts).
 */
export const leadFlowValidationMessages = {
  en: {
    leadFlowLinesRequired: 'Choose at least one line, or pause new leads instead',
    leadFlowStatesRequired: 'Choose at least one state, or pause new leads instead',
    leadFlowLineNotLicensed: 'You can only receive lines of your licence record',
    leadFlowStateNotLicensed: 'You can only receive leads from states of your licence record',
    leadFlowZipInvalid: 'A ZIP code or prefix is 3 to 5 digits, like 787 or 78701',
    leadFlowZipsTooMany: 'At most 200 ZIP codes or prefixes',
    leadFlowDaysRequired: 'Choose at least one working day',
    leadFlowTimeInvalid: 'Times are hours and minutes, like 09:00 (24:00 for the end of the day)',
    leadFlowFromAfterTo: 'The start of your working hours must come before their end',
    leadFlowTimeZoneInvalid: 'Choose a time zone from the list',
    leadFlowCapInvalid: 'The daily limit is a whole number from 1 to 500',
  },
  es: {
    leadFlowLinesRequired: 'Elija al menos un ramo, o pause los nuevos clientes potenciales',
    leadFlowStatesRequired: 'Elija al menos un estado, o pause los nuevos clientes potenciales',
    leadFlowLineNotLicensed: 'Solo puede recibir ramos de su registro de licencias',
    leadFlowStateNotLicensed:
      'Solo puede recibir clientes potenciales de estados de su registro de licencias',
    leadFlowZipInvalid: 'Un código postal o prefijo tiene de 3 a 5 dígitos, como 787 o 78701',
    leadFlowZipsTooMany: 'Como máximo 200 códigos postales o prefijos',
    leadFlowDaysRequired: 'Elija al menos un día de trabajo',
    leadFlowTimeInvalid:
      'Las horas se escriben con horas y minutos, como 09:00 (24:00 para el final del día)',
    leadFlowFromAfterTo: 'El inicio de su horario debe ser anterior a su final',
    leadFlowTimeZoneInvalid: 'Elija una zona horaria de la lista',
    leadFlowCapInvalid: 'El límite diario es un número entero de 1 a 500',
  },
} as const;
