/** Refusals of the operator's console and of a suspended account's sign-in (issue 31), en/es. */
export const adminValidationMessages = {
  en: {
    accountSuspended:
      'This account is suspended. We sent the reason and how to appeal to its e-mail address.',
    adminReasonRequired: 'Write the reason (at least 3 characters): the person is told it.',
    adminSearchRequired: 'Enter a name, e-mail, NPN or account id.',
    personNotFound: 'No account with this id was found.',
    adminCannotSuspendSelf: 'You cannot suspend your own account.',
    lastAdminCannotBeSuspended: 'This is the last active administrator: it cannot be suspended.',
    alreadySuspended: 'This account is already suspended.',
    notSuspended: 'This account is not suspended.',
    lineNotVerified: 'This state and line is not verified for this agent.',
  },
  es: {
    accountSuspended:
      'Esta cuenta está suspendida. Enviamos el motivo y cómo apelar a su correo electrónico.',
    adminReasonRequired: 'Escriba el motivo (al menos 3 caracteres): se le comunica a la persona.',
    adminSearchRequired: 'Escriba un nombre, correo, NPN o id de cuenta.',
    personNotFound: 'No se encontró ninguna cuenta con este id.',
    adminCannotSuspendSelf: 'No puede suspender su propia cuenta.',
    lastAdminCannotBeSuspended: 'Es el último administrador activo: no se puede suspender.',
    alreadySuspended: 'Esta cuenta ya está suspendida.',
    notSuspended: 'Esta cuenta no está suspendida.',
    lineNotVerified: 'Este estado y ramo no está verificado para este agente.',
  },
} as const;
