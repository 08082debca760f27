import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS } from '@app/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sharedRunExportPath } from '../utils/sharedPaths';

/**
 * A shared alert run's exports (SPEC §2 `/alert_runs/{uuid}/exports/{format}/download`): one link per format to the
 * screen that writes the run's file with the link's fields and downloads it.
 */
export function SharedRunExports({ shareKey }: { shareKey: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-labelledby="shared-run-exports" data-testid="shared-run-exports">
      <Text id="shared-run-exports" fz="sm" fw={600}>
        {t('share.export.title')}
      </Text>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          component={Link}
          to={sharedRunExportPath(shareKey, format)}
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          aria-label={t('share.export.formatLabel', { format: EXPORT_FORMAT_LABELS[format] })}
        >
          {EXPORT_FORMAT_LABELS[format]}
        </Button>
      ))}
    </Group>
  );
}
