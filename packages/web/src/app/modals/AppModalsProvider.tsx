import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of AppModalsProvider. */
type AppModalsProviderProps = {
  children: ReactNode;
};

/**
 * The modal stack (SPEC §2), on Mantine's modals manager: every dialog gets a labelled close button in its
 * corner and the translated OK / Cancel labels. Open dialogs with `openModal` and `confirm` from this folder,
 * which apply the close lock.
 */
export function AppModalsProvider({ children }: AppModalsProviderProps) {
  const { t } = useTranslation();
  return (
    <ModalsProvider
      labels={{ confirm: t('modals.ok'), cancel: t('modals.cancel') }}
      modalProps={{
        centered: true,
        closeButtonProps: { 'aria-label': t('modals.close') },
        overlayProps: { backgroundOpacity: 0.45 },
      }}
    >
      {children}
    </ModalsProvider>
  );
}
