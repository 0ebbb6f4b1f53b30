/** Refusals of "Start from your current policy" (issue 30), answered in the caller's language. */
export const declarationsValidationMessages = {
  en: {
    declarationsFileRequired: 'Choose a PDF or a photo of your declarations page.',
    declarationsTooLarge: 'The file is larger than 10 MB. Send a smaller PDF or photo.',
    declarationsImageTooLarge:
      'The image is too large to read (at most 8,000 pixels a side). Send a smaller photo.',
    declarationsKind: 'Send a PDF, a JPEG or a PNG. Other kinds of file cannot be read.',
    declarationsHeic:
      'HEIC photos cannot be read here. Send the photo as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible).',
    declarationsMalformed:
      'This file could not be read: it seems damaged or is not what its name says.',
    declarationsEncrypted: 'This PDF is protected with a password. Send a copy without a password.',
    declarationsTimeout: 'Reading this file took too long. Try a clearer photo or the PDF.',
    declarationsBusy: 'Another page is being read right now. Please try again in a few seconds.',
    declarationsNoText: 'No text was found in this file. Try a clearer photo or the PDF.',
    declarationsKeepNeedsAccount: 'Sign in to keep a copy of your declarations page.',
  },
  es: {
    declarationsFileRequired: 'Elija un PDF o una foto de su página de declaraciones.',
    declarationsTooLarge: 'El archivo pesa más de 10 MB. Envíe un PDF o una foto más pequeños.',
    declarationsImageTooLarge:
      'La imagen es demasiado grande para leerla (como máximo 8.000 píxeles por lado). Envíe una foto más pequeña.',
    declarationsKind: 'Envíe un PDF, un JPEG o un PNG. No se pueden leer otros tipos de archivo.',
    declarationsHeic:
      'Las fotos HEIC no se pueden leer aquí. Envíe la foto como JPEG (en un iPhone: Ajustes, Cámara, Formatos, Más compatible).',
    declarationsMalformed:
      'No se pudo leer este archivo: parece dañado o no es lo que dice su nombre.',
    declarationsEncrypted:
      'Este PDF está protegido con contraseña. Envíe una copia sin contraseña.',
    declarationsTimeout:
      'Leer este archivo tardó demasiado. Pruebe con una foto más clara o con el PDF.',
    declarationsBusy:
      'Ahora mismo se está leyendo otra página. Vuelva a intentarlo en unos segundos.',
    declarationsNoText:
      'No se encontró texto en este archivo. Pruebe con una foto más clara o con el PDF.',
    declarationsKeepNeedsAccount:
      'Inicie sesión para guardar una copia de su página de declaraciones.',
  },
} as const;
