import type { ExportSource } from '@app/shared';
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { openModal } from '../../../lib/modals/openModal';
import { ExportDialog } from './ExportDialog';

/** Opens the export dialog for `source` on the modal stack. */
export function openExportDialog(source: ExportSource, description: string): void {
  const id = openModal({
    title: i18n.t('exports.dialog.title'),
    size: '3xl',
    children: <ExportDialog source={source} description={description} onClose={() => modals.close(id)} />,
  });
}

/** Props of ExportButton. */
type ExportButtonProps = {
  source: ExportSource;
  /** What is exported, for people; shown at the top of the dialog. */
  description: string;
  /** The button's text; "Export" by default. */
  label?: string;
};

/** The Export action of a results screen, folder, patent list or patent: opens the dialog with its source. */
export function ExportButton({ source, description, label }: ExportButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconFileExport size={14} aria-hidden="true" />}
      onClick={() => openExportDialog(source, description)}
      data-testid="export-button"
    >
      {label ?? t('exports.action')}
    </Button>
  );
}
