import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of LookupStatus. */
type LookupStatusProps = {
  loading: boolean;
  failed: boolean;
};

/**
 * Whether the documents a table links to are still being looked up in our index, or could not be. The table is
 * shown either way: the numbers themselves are the information, the links are a convenience.
 */
export function LookupStatus({ loading, failed }: LookupStatusProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Alert variant="light" color="orange" py="xs">
        {t('patent.related.failed')}
      </Alert>
    );
  }
  if (!loading) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden="true" />
      <Text fz="sm" c="dimmed">
        {t('patent.related.loading')}
      </Text>
    </Group>
  );
}
