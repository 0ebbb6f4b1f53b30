import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentCover, EstimateResult } from '../../../shared/contracts/quotes';
import { OfferCard } from './offer-card';
import { useAnswerOffer, useQuoteOffers } from './offers-api';

/** Re-renders every minute, so the time left on each offer keeps counting down. */
function useMinuteTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
}

/**
 * 'Offers': the agents' custom quotes on this request, newest first, set beside the estimates
 * that follow. Shown once there is at least one; the list updates live.
 */
export function OffersSection({
  quoteId,
  requestState,
  result,
  currentCover,
}: {
  quoteId: string;
  requestState: string;
  result: EstimateResult;
  /** The request's policy held today, where it named one. */
  currentCover?: CurrentCover | undefined;
}) {
  const { t } = useTranslation('offers');
  const offers = useQuoteOffers(quoteId);
  const answer = useAnswerOffer(quoteId);
  const [notice, setNotice] = useState<string | null>(null);
  useMinuteTick();

  /** Resolves once stored (the card's dialog then closes); rejects to keep the dialog open. */
  const onAnswer = async (offerId: string, choice: 'accept' | 'decline') => {
    setNotice(null);
    await answer.mutateAsync({ offerId, answer: choice });
    setNotice(t(choice === 'accept' ? 'offers.acceptedNotice' : 'offers.declinedNotice'));
  };

  if (offers.isError) {
    return (
      <p role="alert" className="mt-6 text-red-700">
        {t('offers.loadFailed')}
      </p>
    );
  }
  return (
    <>
      <p role="status" className="mt-4 text-slate-800 empty:hidden">
        {notice}
      </p>
      {!!offers.data?.length && (
        <section
          aria-labelledby="offers-heading"
          className="mt-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="offers-heading" className="text-2xl font-bold text-brand-navy">
            {t('offers.heading')}
          </h2>
          <p className="mt-1 text-slate-800">{t('offers.intro')}</p>
          <ul aria-labelledby="offers-heading" className="mt-4 grid gap-4 lg:grid-cols-2">
            {offers.data.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                result={result}
                currentCover={currentCover}
                requestState={requestState}
                isAnswering={answer.isPending}
                onAnswer={(choice) => onAnswer(offer.id, choice)}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
