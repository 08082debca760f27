import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /expired: where a share link answering 410 leads (SPEC §8). */
export function Expired() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('screens.Expired')}</Title>
      <Text>{t('pages.expired.body')}</Text>
      <Anchor component={Link} to="/">
        {t('app.backHome')}
      </Anchor>
    </Stack>
  );
}
