/**
 * Refusals of the request layer itself (body parser, origin check, unknown routes): answered by
 * the server in the caller's language and shown by the browser as received, so they stay out of
 * the entry's base set (see validation-messages.ts).
 */
export const requestValidationMessages = {
  en: {
    textNulCharacter: 'Text cannot contain the NUL character (\\u0000)',
    bodyNotJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    bodyNotJsonType: 'Send the request body as JSON (Content-Type: application/json).',
    bodyForbiddenKey: 'The request body has a forbidden key (__proto__ or constructor).',
    crossSiteRefused:
      'This request was refused: changes can only be made from the Lion Insurance site.',
    appMarkerMissing:
      'This request was refused: it must be sent by the Lion Insurance app (X-Requested-With header missing).',
    liveOriginRefused: 'The live channel only accepts connections from this site.',
    routeNotFound: 'Not found: {{route}}',
    notFound: 'Not found',
  },
  es: {
    textNulCharacter: 'El texto no puede contener el carácter NUL (\\u0000)',
    bodyNotJson: 'El cuerpo de la solicitud no es JSON válido.',
    bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande.',
    bodyNotJsonType: 'Envíe el cuerpo de la solicitud como JSON (Content-Type: application/json).',
    bodyForbiddenKey:
      'El cuerpo de la solicitud tiene una clave prohibida (__proto__ o constructor).',
    crossSiteRefused:
      'Se rechazó esta solicitud: los cambios solo se pueden hacer desde el sitio de Lion Insurance.',
    appMarkerMissing:
      'Se rechazó esta solicitud: debe enviarla la aplicación de Lion Insurance (falta el encabezado X-Requested-With).',
    liveOriginRefused: 'El canal en vivo solo acepta conexiones desde este sitio.',
    routeNotFound: 'No encontrado: {{route}}',
    notFound: 'No encontrado',
  },
} as const;
