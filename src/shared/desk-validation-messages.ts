/**
 * Messages of the agent's follow-up tasks and won policies (see validation-messages.ts): loaded by
 * the agent's screens; the API answers them as they are.
 */
export const deskValidationMessages = {
  en: {
    taskDateInvalid: 'Enter a real date (YYYY-MM-DD)',
    taskTimeInvalid: 'Enter a time as HH:MM (24 hours)',
    taskLeadInvalid: 'Choose a lead',
    taskKindInvalid: 'Choose call, message, e-mail or other',
    taskNothing: 'Nothing to change',
    taskInPast: 'This time has already passed: choose a time in the future',
    taskTooFar: 'Choose a time within the next two years',
    taskNotFound: 'This task is not available',
    tooManyTasks: 'You have too many open tasks: finish or delete some first',
    carrierRequired: 'Enter the carrier',
    termInvalid: 'The term is 6 or 12 months',
    effectiveDateInvalid: 'Enter the effective date (YYYY-MM-DD)',
    renewalDateInvalid: 'Enter the renewal date (YYYY-MM-DD)',
    renewalBeforeEffective: 'The renewal date must come after the effective date',
    policyPremiumInvalid: 'Premium must be between $1 and $1,000,000',
    policyNeedsAcceptedOffer: 'Record a policy once the customer has accepted one of your offers',
    policyExists: 'A policy is already recorded for this offer',
    feedNotFound: 'This calendar feed is not available',
  },
  es: {
    taskDateInvalid: 'Escriba una fecha real (AAAA-MM-DD)',
    taskTimeInvalid: 'Escriba la hora como HH:MM (24 horas)',
    taskLeadInvalid: 'Elija un cliente potencial',
    taskKindInvalid: 'Elija llamada, mensaje, correo u otro',
    taskNothing: 'No hay nada que cambiar',
    taskInPast: 'Esa hora ya pasó: elija una hora futura',
    taskTooFar: 'Elija una hora dentro de los próximos dos años',
    taskNotFound: 'Esta tarea no está disponible',
    tooManyTasks: 'Tiene demasiadas tareas abiertas: termine o borre algunas primero',
    carrierRequired: 'Escriba la aseguradora',
    termInvalid: 'El plazo es de 6 o 12 meses',
    effectiveDateInvalid: 'Escriba la fecha de vigencia (AAAA-MM-DD)',
    renewalDateInvalid: 'Escriba la fecha de renovación (AAAA-MM-DD)',
    renewalBeforeEffective: 'La fecha de renovación debe ser posterior a la fecha de vigencia',
    policyPremiumInvalid: 'La prima debe estar entre $1 y $1,000,000',
    policyNeedsAcceptedOffer:
      'Registre una póliza cuando el cliente haya aceptado una de sus ofertas',
    policyExists: 'Ya hay una póliza registrada para esta oferta',
    feedNotFound: 'Este calendario no está disponible',
  },
} as const;
