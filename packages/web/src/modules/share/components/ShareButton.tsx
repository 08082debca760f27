import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { openModal } from '../../../lib/modals/openModal';
import { ShareDialog, type ShareTarget } from './ShareDialog';

/** Opens the share dialog for `share` on the modal stack. */
export function openShareDialog(share: ShareTarget): void {
  const id = openModal({
    title: i18n.t('share.dialog.title'),
    size: 'lg',
    children: <ShareDialog share={share} onClose={() => modals.close(id)} />,
  });
}

/** The Share action of a results screen, folder, document page or alert run. */
export function ShareButton({ share }: { share: ShareTarget }) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconShare size={14} aria-hidden="true" />}
      onClick={() => openShareDialog(share)}
      data-testid="share-button"
    >
      {t('share.action')}
    </Button>
  );
}
