import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Expired screen (SPEC §8): /expired, and in place for a share link that answers 410. */
export function Expired() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="expired">
      <Title order={1}>{t('screens.Expired')}</Title>
      <Text>{t('pages.expired.body')}</Text>
      <Anchor component={Link} to="/">
        {t('app.backHome')}
      </Anchor>
    </Stack>
  );
}
