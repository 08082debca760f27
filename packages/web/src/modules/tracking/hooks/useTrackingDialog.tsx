import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modals/openModal';
import { TrackingReferenceForm } from '../components/TrackingReferenceForm';

/** Opens the Update Tracking Reference dialog; `closable: false` while tracking is required and nothing is set. */
export function useTrackingDialog() {
  const { t } = useTranslation();
  return useCallback(
    (options: { hint: string | null; closable: boolean; onClosed?: () => void }) => {
      const id = openModal({
        title: t('tracking.dialog.title'),
        size: 'lg',
        closable: options.closable,
        children: <TrackingReferenceForm hint={options.hint} onSaved={() => modals.close(id)} />,
        ...(options.onClosed ? { onClose: options.onClosed } : {}),
      });
      return id;
    },
    [t],
  );
}
