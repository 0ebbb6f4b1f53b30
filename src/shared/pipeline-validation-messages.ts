/** Messages of the agent's pipeline, notes and book (issue 29). */
export const pipelineValidationMessages = {
  en: {
    stageInvalid: 'Choose a stage: New, Contacted, Quoted, Won or Lost',
    lostReasonInvalid: 'Choose why the lead was lost from the list',
    lostReasonOnlyForLost: 'A lost reason is given with Lost, and only with Lost',
    stageWonNeedsAcceptedOffer: 'A lead is Won only when the customer accepted one of your offers',
    stageQuotedNeedsOffer: 'A lead is Quoted only after you sent an offer',
    stageAcceptedOfferIsWon: 'The customer accepted your offer: this lead stays Won',
    stageNewAfterContact: 'You already contacted this customer: the lead cannot go back to New',
    noteRequired: 'Write the note',
    noteNotFound: 'This note no longer exists',
    pipelineCursorInvalid: 'This page of the list is no longer valid: start from the first page',
  },
  es: {
    stageInvalid: 'Elija una etapa: Nuevo, Contactado, Cotizado, Ganado o Perdido',
    lostReasonInvalid: 'Elija de la lista por qué se perdió el cliente',
    lostReasonOnlyForLost: 'El motivo de pérdida se indica con Perdido, y solo con Perdido',
    stageWonNeedsAcceptedOffer: 'Un cliente está Ganado solo cuando aceptó una de sus ofertas',
    stageQuotedNeedsOffer: 'Un cliente está Cotizado solo después de enviarle una oferta',
    stageAcceptedOfferIsWon: 'El cliente aceptó su oferta: este cliente sigue Ganado',
    stageNewAfterContact: 'Ya contactó a este cliente: no puede volver a Nuevo',
    noteRequired: 'Escriba la nota',
    noteNotFound: 'Esta nota ya no existe',
    pipelineCursorInvalid: 'Esta página de la lista ya no es válida: empiece por la primera',
  },
} as const;
