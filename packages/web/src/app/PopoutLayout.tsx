import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '../ui/SkipLink';
import { MAIN_CONTENT_ID } from './MAIN_CONTENT_ID';

/** Props of PopoutLayout. */
type PopoutLayoutProps = {
  children: ReactNode;
  loadingBar: ReactNode;
};

/**
 * The frame of a popout window (SPEC §2: `/patent/{ucid}/legal`, `/citations`, `/fulltext`, `/images`): opened
 * beside the main window to read one part of a document, so it carries no navigation, user menu or patent list;
 * a slim bar names the product and the screen has the full width.
 */
export function PopoutLayout({ children, loadingBar }: PopoutLayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} label={t('app.skipToContent')} />
      {loadingBar}
      <Box
        component="header"
        px="lg"
        h={40}
        data-testid="popout-bar"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group h="100%">
          <Text component="p" fw={700} fz="sm">
            {t('app.name')}
          </Text>
        </Group>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="xl" py="md">
        {children}
      </Container>
    </>
  );
}
