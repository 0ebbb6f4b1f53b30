import { accountValidationMessages } from './account-validation-messages';
import { adminValidationMessages } from './admin-validation-messages';
import { agencyValidationMessages } from './agency-validation-messages';
import { badLeadValidationMessages } from './bad-lead-validation-messages';
import { baseValidationMessages } from './base-validation-messages';
import { dataRightsValidationMessages } from './data-rights-validation-messages';
import { declarationsValidationMessages } from './declarations-validation-messages';
import { deskValidationMessages } from './desk-validation-messages';
import type { Language } from './languages';
import { leadFlowValidationMessages } from './lead-flow-validation-messages';
import { leadValidationMessages } from './lead-validation-messages';
import { licenceValidationMessages } from './licence-validation-messages';
import { notificationValidationMessages } from './notification-validation-messages';
import { passwordValidationMessages } from './password-validation-messages';
import { pipelineValidationMessages } from './pipeline-validation-messages';
import { quoteValidationMessages } from './quote-validation-messages';
import { requestValidationMessages } from './request-validation-messages';
import { reviewValidationMessages } from './review-validation-messages';
import { securityValidationMessages } from './security-validation-messages';

/**
 * Messages a person reads in a form, keyed: validation (shared zod schemas use the keys) and the
 * server's user-facing refusals. The browser shows them through i18n (namespace `validation`);
 * the server answers with the text in the caller's language (Accept-Language). `{{name}}` marks
 * a parameter.
 */
export { baseValidationMessages };

/**
 * Every message: the base set plus the quote and profile forms' and the licence screens' (loaded
 * with their screens).
 */
export const validationMessages = {
  en: {
    ...baseValidationMessages.en,
    ...quoteValidationMessages.en,
    ...licenceValidationMessages.en,
    ...leadValidationMessages.en,
    ...deskValidationMessages.en,
    ...requestValidationMessages.en,
    ...agencyValidationMessages.en,
    ...securityValidationMessages.en,
    ...dataRightsValidationMessages.en,
    ...accountValidationMessages.en,
    ...passwordValidationMessages.en,
    ...notificationValidationMessages.en,
    ...adminValidationMessages.en,
    ...leadFlowValidationMessages.en,
    ...reviewValidationMessages.en,
    ...declarationsValidationMessages.en,
    ...pipelineValidationMessages.en,
    ...badLeadValidationMessages.en,
  },
  es: {
    ...baseValidationMessages.es,
    ...quoteValidationMessages.es,
    ...licenceValidationMessages.es,
    ...leadValidationMessages.es,
    ...deskValidationMessages.es,
    ...requestValidationMessages.es,
    ...agencyValidationMessages.es,
    ...securityValidationMessages.es,
    ...dataRightsValidationMessages.es,
    ...accountValidationMessages.es,
    ...passwordValidationMessages.es,
    ...notificationValidationMessages.es,
    ...adminValidationMessages.es,
    ...leadFlowValidationMessages.es,
    ...reviewValidationMessages.es,
    ...declarationsValidationMessages.es,
    ...pipelineValidationMessages.es,
    ...badLeadValidationMessages.es,
  },
} as const;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return value in validationMessages.en;
}

export function translateValidationMessage(
  message: string,
  language: Language = 'en',
  params: Record<string, string | number> = {},
): string {
  if (!isValidationMessageKey(message)) return message;
  return validationMessages[language][message].replace(
    /\{\{(\w+)\}\}/g,
    (placeholder, name: string) => (name in params ? String(params[name]) : placeholder),
  );
}
