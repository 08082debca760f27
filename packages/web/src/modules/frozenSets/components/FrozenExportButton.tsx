import type { FrozenSet } from '@app/shared';
import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { openExportDialog } from '../../exports/components/ExportButton';
import { frozenSetsApi } from '../api/frozenSetsApi';

/**
 * Exports a frozen set through the export feature: its publications, in their frozen order, as a selection (a
 * publication the corpus has lost since cannot be written and is left out by the export).
 */
export function FrozenExportButton({ set }: { set: FrozenSet }) {
  const { t } = useTranslation();
  const load = useMutation({
    mutationFn: () => frozenSetsApi.ucids(set.id),
    onSuccess: (ucids) =>
      openExportDialog(
        { type: 'selection', ucids },
        t('frozenSets.export.description', { name: set.name, count: ucids.length }),
      ),
    onError: (error) =>
      notify({ type: 'error', title: t('frozenSets.export.failed'), message: describeApiError(error, t) }),
  });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconFileExport size={14} aria-hidden="true" />}
      loading={load.isPending}
      onClick={() => load.mutate()}
      data-testid="frozen-export-button"
    >
      {t('frozenSets.export.action')}
    </Button>
  );
}
