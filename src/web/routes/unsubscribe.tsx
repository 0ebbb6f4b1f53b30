import { UnsubscribeScreen } from '../features/notifications/unsubscribe-screen';

/** /unsubscribe: a notification mail's unsubscribe link opened in a browser (issue 21). */
export default function UnsubscribeRoute() {
  return <UnsubscribeScreen />;
}
