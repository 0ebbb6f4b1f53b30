/**
 * Messages of bad-lead reports (issue 29, item 7; decision 0125): the agent's report and the
 * operator's clearance. The screens that use them add them to i18n on load.
 */
export const badLeadValidationMessages = {
  en: {
    leadReportReasonRequired: 'Choose why you are reporting this lead',
    leadReportNoteTooLong: 'Keep the note under 500 characters',
    leadAlreadyReported: 'You already reported this lead: each lead is reported once.',
    consumerNotHeld: 'This person is not held for review.',
  },
  es: {
    leadReportReasonRequired: 'Elija por qué reporta este cliente potencial',
    leadReportNoteTooLong: 'La nota debe tener menos de 500 caracteres',
    leadAlreadyReported: 'Ya reportó este cliente potencial: cada uno se reporta una vez.',
    consumerNotHeld: 'Esta persona no está retenida para revisión.',
  },
} as const;
