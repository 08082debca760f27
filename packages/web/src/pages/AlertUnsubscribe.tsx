import { useSearchParams } from 'react-router';
import { AlertUnsubscribeScreen } from '../modules/alertUnsubscribe/components/AlertUnsubscribeScreen';

/** /unsubscribe?token= (open, signed in or not): the unsubscribe link of an alert run mail. */
export function AlertUnsubscribe() {
  const [params] = useSearchParams();
  return <AlertUnsubscribeScreen token={params.get('token')} />;
}
