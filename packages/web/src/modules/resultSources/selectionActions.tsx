import type { TFunction } from 'i18next';
import { ExportButton } from '../exports/components/ExportButton';
import { AddToFolderMenu } from '../folders/components/AddToFolderMenu';
import { AddToPatentListButton } from '../patentList/components/AddToPatentListButton';
import type { ResultSource } from '../results/types/ResultSource';

/** Exports the ticked documents: every result set has it. */
export function ExportSelectionButton({ ucids, t }: { ucids: readonly string[]; t: TFunction }) {
  return (
    <ExportButton
      source={{ type: 'selection', ucids: [...ucids] }}
      description={t('exports.dialog.selectedCount', { count: ucids.length })}
      label={t('exports.actionSelected')}
    />
  );
}

/** What can be done with ticked documents of a result set that is not the user's own list: keep them, or export. */
export function keepOrExportSelection(t: TFunction): NonNullable<ResultSource['selectionActions']> {
  return (selected, clear) => (
    <>
      <AddToFolderMenu ucids={selected} onAdded={clear} />
      <AddToPatentListButton ucids={selected} onAdded={clear} />
      <ExportSelectionButton ucids={selected} t={t} />
    </>
  );
}
