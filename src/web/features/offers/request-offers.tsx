import type { SavedQuote } from '../../../shared/contracts/quotes';
import { useRequestLiveUpdates } from './offers-api';
import { OffersSection } from './offers-section';
import { RequestSharingPanel } from './request-sharing-panel';

/**
 * The compare view's part of issue 10: asking licensed agents for offers, who has the request,
 * and the offers themselves, kept current by the live channel without a reload.
 */
export function RequestOffers({
  quote,
  askRequest,
}: {
  quote: SavedQuote;
  /** Changed to open the consent dialog. */
  askRequest?: number;
}) {
  useRequestLiveUpdates(quote.id);
  return (
    <>
      <RequestSharingPanel quoteId={quote.id} requestState={quote.state} openRequest={askRequest} />
      <OffersSection
        quoteId={quote.id}
        requestState={quote.state}
        result={quote.result}
        currentCover={
          quote.input.type === 'auto' || quote.input.type === 'home'
            ? quote.input.currentCover
            : undefined
        }
      />
    </>
  );
}
