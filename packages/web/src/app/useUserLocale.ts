import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@app/shared';
import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { useCurrentUser } from '../modules/session/hooks/useCurrentUser';

/** Switches the interface language to the user's `locale` preference (default en) and keeps <html lang> in step. */
export function useUserLocale(): void {
  const { data: user } = useCurrentUser();
  const preferred = user?.preferences.locale;
  const locale = SUPPORTED_LOCALES.find((l) => l === preferred) ?? DEFAULT_LOCALE;
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
}
