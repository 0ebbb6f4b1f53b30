import { useParams } from 'react-router';
import { ReshopScreen } from '../features/quote/reshop-screen';
import { ConsumerQuotePage } from './consumer-quote-page';

/** `/profile/reshop/:id`: the re-shop comparison before renewal (consumers). */
export default function ReshopRoute() {
  const { id = '' } = useParams();
  return (
    <ConsumerQuotePage titleKey="quote:reshop.pageTitle">
      <ReshopScreen id={id} />
    </ConsumerQuotePage>
  );
}
