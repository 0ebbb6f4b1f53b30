/** Messages of notifications, preferences and unsubscribe links (issue 21). */
export const notificationValidationMessages = {
  en: {
    unsubscribeTokenInvalid:
      'This unsubscribe link is not valid. Change your notifications in your settings instead.',
    notificationKindNotYours: 'This kind of notification is not one your account gets',
    timeZoneInvalid: 'Choose a time zone from the list',
    notificationNotFound: 'This notification is not available',
    pushNotConfigured: 'Browser notifications are not set up on this server',
    pushEndpointNotAllowed: "This address is not a browser's push service",
    pushEndpointPrivate: "This push service's address is not on the public internet",
    pushEndpointUnresolved: 'This push service could not be found. Try again later.',
  },
  es: {
    unsubscribeTokenInvalid:
      'Este enlace para darse de baja no es válido. Cambie sus avisos en su configuración.',
    notificationKindNotYours: 'Su cuenta no recibe este tipo de aviso',
    timeZoneInvalid: 'Elija una zona horaria de la lista',
    notificationNotFound: 'Este aviso no está disponible',
    pushNotConfigured: 'Los avisos del navegador no están configurados en este servidor',
    pushEndpointNotAllowed: 'Esta dirección no es un servicio de avisos de un navegador',
    pushEndpointPrivate: 'La dirección de este servicio de avisos no está en internet',
    pushEndpointUnresolved: 'No se encontró este servicio de avisos. Inténtelo más tarde.',
  },
} as const;
