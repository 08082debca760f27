import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the current user loads on the first visit, before any frame can be chosen. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="progressbar" aria-label={t('app.loading')} aria-busy="true">
      <Loader aria-hidden="true" />
    </Center>
  );
}
