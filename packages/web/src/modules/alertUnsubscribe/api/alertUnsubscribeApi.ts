import { type AlertUnsubscribeInfo, AlertUnsubscribeInfoSchema } from '@app/shared';
import { apiRequest } from '../../../lib/api/apiRequest';

/** The unsubscribe link of alert run mails; both calls work without signing in. */
export const alertUnsubscribeApi = {
  check(token: string): Promise<AlertUnsubscribeInfo> {
    return apiRequest(`/alert-unsubscribe?token=${encodeURIComponent(token)}`, { schema: AlertUnsubscribeInfoSchema });
  },

  unsubscribe(token: string): Promise<AlertUnsubscribeInfo> {
    return apiRequest('/alert-unsubscribe', { method: 'POST', body: { token }, schema: AlertUnsubscribeInfoSchema });
  },
};
