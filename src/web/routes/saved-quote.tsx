import { useParams } from 'react-router';
import { SavedQuoteScreen } from '../features/quote/saved-quote-screen';
import { ConsumerQuotePage } from './consumer-quote-page';

/** `/profile/quotes/:id`: the saved compare view (consumers; others go to the consumer login). */
export default function SavedQuoteRoute() {
  const { id = '' } = useParams();
  return (
    <ConsumerQuotePage titleKey="quote:saved.pageTitle">
      <SavedQuoteScreen id={id} />
    </ConsumerQuotePage>
  );
}
