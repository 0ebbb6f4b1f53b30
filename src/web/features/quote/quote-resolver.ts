import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  autoQuoteInputSchema,
  homeQuoteInputSchema,
  lifeQuoteInputSchema,
  rentersQuoteInputSchema,
} from '../../../shared/contracts/quotes';
import type { InsuranceType } from '../../../shared/insurance-types';
import { addQuoteValidationMessages } from '../../lib/quote-validation-messages';
import { pruneQuoteValues } from './quote-form-values';
import { allFields, getPath, isFieldShown, type QuoteFormValues } from './quote-steps';

// The messages the contract names are needed from the first check on.
addQuoteValidationMessages();

export const quoteSchemas = {
  auto: autoQuoteInputSchema,
  home: homeQuoteInputSchema,
  renters: rentersQuoteInputSchema,
  life: lifeQuoteInputSchema,
} as const;

/**
 * The shared contract of the line, checked on the answers as they would be sent. The contract's
 * cross-field rules (a deductible for full coverage, credit where allowed) run only once every
 * field parses, so a question shown with such a rule is also required here as soon as it is
 * shown: the message then sits next to the field on its own step.
 */
export function quoteResolver(type: InsuranceType): Resolver<QuoteFormValues> {
  const contract = zodResolver(quoteSchemas[type] as never) as unknown as Resolver<QuoteFormValues>;
  return async (values, context, options) => {
    const result = await contract(pruneQuoteValues(type, values), context, options);
    const missing: FieldErrors<QuoteFormValues> = {};
    for (const field of allFields(type)) {
      if (!field.requiredKey || !isFieldShown(field, values)) continue;
      const value = getPath(values, field.name);
      if (value === undefined || value === null || value === '') {
        missing[field.name] = { type: 'required', message: field.requiredKey };
      }
    }
    if (Object.keys(missing).length === 0) return result;
    return { values: {}, errors: { ...missing, ...result.errors } };
  };
}
