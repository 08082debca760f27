import { findRoute } from '@app/shared';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ExportButton } from '../../exports/components/ExportButton';
import { AddToFolderMenu } from '../../folders/components/AddToFolderMenu';
import { AddToPatentListButton } from '../../patentList/components/AddToPatentListButton';
import { ShareButton } from '../../share/components/ShareButton';
import { PopoutMenu } from './PopoutMenu';

/**
 * What a reader can do with the document on its own page: put it in a folder (hidden for read-only users, as the
 * folder picker hides itself) or on their patent list, export it, share it by a public link, and
 * open a part of it in a popout window.
 */
export function PatentActions({ ucid }: { ucid: string }) {
  const { t } = useTranslation();
  const ucids = [ucid];
  // A popout does not offer to open further popouts: it is one already.
  const inPopout = findRoute(useLocation().pathname)?.route.popout === true;
  return (
    <Group gap="sm" role="group" aria-label={t('patent.actions.label')} data-testid="patent-actions">
      <AddToFolderMenu ucids={ucids} />
      <AddToPatentListButton ucids={ucids} />
      <ExportButton source={{ type: 'patent', ucid }} description={t('exports.dialog.patent', { ucid })} />
      <ShareButton share={{ kind: 'patent', target: ucid, description: t('share.describe.patent', { ucid }) }} />
      {!inPopout && <PopoutMenu ucid={ucid} />}
    </Group>
  );
}
