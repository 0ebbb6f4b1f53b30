/**
 * Messages of agent reviews (issue 29, decision 0120): the consumer's rating, the agent's one
 * answer, an operator hiding a review. The screens that use them add them to i18n on load.
 */
export const reviewValidationMessages = {
  en: {
    reviewRatingRequired: 'Choose from 1 to 5 stars',
    reviewCommentTooLong: 'Keep the comment under 1,000 characters',
    reviewResponseRequired: 'Write your answer (at least 3 characters, at most 1,000)',
    reviewNotAllowed: 'Only the person who accepted this offer can rate it, once it is accepted.',
    reviewAlreadyWritten: 'You already rated this offer: each accepted offer is rated once.',
    reviewNotFound: 'This review was not found.',
    reviewAlreadyAnswered: 'You already answered this review: each review gets one answer.',
    reviewAlreadyHidden: 'This review is already hidden.',
  },
  es: {
    reviewRatingRequired: 'Elija de 1 a 5 estrellas',
    reviewCommentTooLong: 'El comentario debe tener menos de 1.000 caracteres',
    reviewResponseRequired: 'Escriba su respuesta (de 3 a 1.000 caracteres)',
    reviewNotAllowed: 'Solo quien aceptó esta oferta puede calificarla, una vez aceptada.',
    reviewAlreadyWritten: 'Ya calificó esta oferta: cada oferta aceptada se califica una vez.',
    reviewNotFound: 'No se encontró esta reseña.',
    reviewAlreadyAnswered: 'Ya respondió a esta reseña: cada reseña tiene una respuesta.',
    reviewAlreadyHidden: 'Esta reseña ya está oculta.',
  },
} as const;
