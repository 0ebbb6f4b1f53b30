/** The zod-free part of `./declarations.ts`, for the screen's first paint (no zod in it). */

/** At most 10 MB per file (the route refuses more before reading it). */
export const declarationsMaxBytes = 10 * 1024 * 1024;
/** What may be sent: PDF, JPEG, PNG. HEIC is not read (no maintained decoder without a native build). */
export const declarationsContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DeclarationsContentType = (typeof declarationsContentTypes)[number];
/** The file input's `accept`. */
export const declarationsAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const declarationsLines = ['auto', 'home'] as const;
export type DeclarationsLine = (typeof declarationsLines)[number];
