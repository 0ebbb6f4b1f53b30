/**
 * The languages of the product, one list: the app's texts, its e-mails, the consent wording, the
 * server's validation messages and the languages an agent can serve in.
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
