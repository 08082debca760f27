import type { ModalSize } from '@app/shared';
import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { modalCloseGate } from './modalCloseGate';
import { modalWidth } from './modalWidth';

/** A dialog on the modal stack (SPEC §2). */
type OpenModalOptions = {
  title: ReactNode;
  children: ReactNode;
  /** Default `md`. */
  size?: ModalSize;
  /** False for dialogs that must not be dismissed (e.g. the required tracking reference). Default true. */
  closable?: boolean;
  onClose?: () => void;
};

/**
 * Pushes a dialog onto the stack and returns its id (for `modals.close(id)`). While another dialog is closing
 * the open waits for the close lock, so the id is chosen here rather than by Mantine.
 */
export function openModal({ title, children, size = 'md', closable = true, onClose }: OpenModalOptions): string {
  const modalId = randomId();
  modalCloseGate.run(() => {
    modals.open({
      modalId,
      title,
      children,
      size: modalWidth(size),
      withCloseButton: closable,
      closeOnClickOutside: closable,
      closeOnEscape: closable,
      onClose: () => {
        modalCloseGate.lock();
        onClose?.();
      },
    });
  });
  return modalId;
}
