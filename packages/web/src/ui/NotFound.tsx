import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The catch-all screen, also shown in place for routes a viewer may not open (the URL is kept). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.NotFound')}</Title>
      <Text>{t('pages.notFound.body')}</Text>
      <Anchor component={Link} to="/">
        {t('app.backHome')}
      </Anchor>
    </Stack>
  );
}
