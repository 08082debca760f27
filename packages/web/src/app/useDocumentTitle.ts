import { NOT_FOUND_ROUTE_NAME } from '@app/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { screenTitleKey } from '../i18n/screenTitleKey';
import type { GuardDecision } from './guardDecision';

/** Names the browser tab after the screen, so tabs, history and screen readers say where the user is. */
export function useDocumentTitle(decision: GuardDecision | null): void {
  const { t } = useTranslation();
  const routeName =
    !decision || decision.kind === 'redirect'
      ? null
      : decision.kind === 'page'
        ? decision.routeName
        : NOT_FOUND_ROUTE_NAME;
  useEffect(() => {
    if (routeName) document.title = t('app.documentTitle', { screen: t(screenTitleKey(routeName)) });
  }, [routeName, t]);
}
