import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '../../i18n/i18n';
import { modalCloseGate } from './modalCloseGate';
import { modalWidth } from './modalWidth';

/** The confirm dialog of SPEC §2: a title, a message, OK and Cancel. */
type ConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Replaces "OK" where a verb says more (e.g. "Delete"). */
  confirmLabel?: string;
};

/** Opens a confirm dialog on the modal stack and returns its id. */
export function confirm({ title, message, onConfirm, onCancel, confirmLabel }: ConfirmOptions): string {
  const modalId = randomId();
  modalCloseGate.run(() => {
    modals.openConfirmModal({
      modalId,
      title,
      children: message,
      size: modalWidth('sm'),
      labels: { confirm: confirmLabel ?? i18n.t('modals.ok'), cancel: i18n.t('modals.cancel') },
      onConfirm,
      ...(onCancel ? { onCancel } : {}),
      onClose: () => modalCloseGate.lock(),
    });
  });
  return modalId;
}
