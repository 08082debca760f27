import type { Folder } from '@app/shared';
import type { TFunction } from 'i18next';
import { BulkCustomValuesButton } from '../customFields/components/BulkCustomValuesButton';
import { FolderPatentCustomFields } from '../customFields/components/FolderPatentCustomFields';
import { ExportButton } from '../exports/components/ExportButton';
import { foldersApi } from '../folders/api/foldersApi';
import { AddResultsToFolderMenu } from '../folders/components/AddResultsToFolderMenu';
import { AddToFolderMenu } from '../folders/components/AddToFolderMenu';
import { FolderPatentAnnotations } from '../folders/components/FolderPatentAnnotations';
import { MoveToFolderMenu } from '../folders/components/MoveToFolderMenu';
import { RemoveFromFolderButton } from '../folders/components/RemoveFromFolderButton';
import { FreezeButton, freezeSourceOf } from '../frozenSets/components/FreezeButton';
import { AddToPatentListButton } from '../patentList/components/AddToPatentListButton';
import type { ResultSource } from '../results/types/ResultSource';
import { ShareButton } from '../share/components/ShareButton';
import { ExportSelectionButton } from './selectionActions';

/** A folder's patents as a result set (SPEC §2 /folders/{id}/patents), with its labels, ratings and comments. */
export function folderSource(folder: Folder, t: TFunction): ResultSource {
  return {
    kind: 'folders',
    id: folder.id,
    title: t('folders.tabs.patents'),
    headingOrder: 2,
    browseTitle: t('folders.browseOneByOne'),
    query: null,
    resultsPath: `/folders/${folder.id}/patents`,
    browsePath: `/folders/${folder.id}/patents/browse`,
    run: (payload, signal) => foldersApi.run(folder.id, payload, signal),
    selectionActions: (selected, clear) => (
      <>
        <AddToFolderMenu ucids={selected} onAdded={clear} exceptFolder={folder.id} />
        <AddToPatentListButton ucids={selected} onAdded={clear} />
        {folder.permission !== 'read' && <MoveToFolderMenu folder={folder} ucids={selected} onMoved={clear} />}
        {folder.permission !== 'read' && <RemoveFromFolderButton folder={folder} ucids={selected} onRemoved={clear} />}
        <BulkCustomValuesButton folder={folder} ucids={selected} onDone={clear} />
        <ExportSelectionButton ucids={selected} t={t} />
      </>
    ),
    // A folder export is the whole folder with its comments, ratings and labels (the folder fields of SPEC §5).
    setActions: (shown) => (
      <>
        <AddResultsToFolderMenu
          source={{ from: 'folders', id: folder.id, filters: shown.filters, ...(shown.q ? { q: shown.q } : {}) }}
          total={shown.total}
          exceptFolder={folder.id}
        />
        <ExportButton
          source={{ type: 'folder', folderId: folder.id }}
          description={t('exports.dialog.folder', { name: folder.name })}
          label={t('exports.actionAll')}
        />
        <FreezeButton source={freezeSourceOf({ from: 'folders', id: folder.id }, shown)} />
        <ShareButton
          share={{ kind: 'folder', target: folder.id, description: t('share.describe.folder', { name: folder.name }) }}
        />
      </>
    ),
    subQuery: true,
    resultExtra: (doc) => (
      <>
        <FolderPatentAnnotations folder={folder} doc={doc} />
        <FolderPatentCustomFields folder={folder} doc={doc} />
      </>
    ),
  };
}
