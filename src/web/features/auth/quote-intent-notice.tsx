import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { stateNames } from '../../../shared/states/state-names';
import { type QuoteIntent, quoteIntentFromSearch } from './quote-intent';

/**
 * Above consumer sign-up: the quote the visitor was starting on a marketing page, if the link
 * carried a valid type, state or ZIP code. The `location` namespace (state names) loads only then.
 */
export function QuoteIntentNotice() {
  const [params] = useSearchParams();
  const intent = quoteIntentFromSearch(params);
  if (!intent) return null;
  return (
    <Suspense fallback={null}>
      <QuoteIntentText intent={intent} />
    </Suspense>
  );
}

function QuoteIntentText({ intent }: { intent: QuoteIntent }) {
  const { t } = useTranslation(['auth', 'location']);
  const quote = t(`auth:quoteIntent.quotes.${intent.type ?? 'any'}`);
  const place = intent.state
    ? t(`location:states.${intent.state}`, { defaultValue: stateNames[intent.state] })
    : intent.zip && t('auth:quoteIntent.zip', { zip: intent.zip });
  return (
    <p className="mb-4 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900">
      {place
        ? t('auth:quoteIntent.withPlace', { quote, place })
        : t('auth:quoteIntent.withoutPlace', { quote })}
    </p>
  );
}
