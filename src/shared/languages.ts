/** The languages of the app, its e-mails and its consent wording. */
export const appLanguages = ['en', 'es'] as const;
export type AppLanguage = (typeof appLanguages)[number];
