import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '../ui/SkipLink';
import { MAIN_CONTENT_ID } from './MAIN_CONTENT_ID';

/** Props of PublicLayout. */
type PublicLayoutProps = {
  children: ReactNode;
  loadingBar: ReactNode;
};

/** The frame of share links opened without signing in: the product name and the full width for content. */
export function PublicLayout({ children, loadingBar }: PublicLayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} label={t('app.skipToContent')} />
      {loadingBar}
      <Box component="header" px="lg" h={56} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group h="100%">
          <Text component="p" fw={700} fz="lg">
            {t('app.name')}
          </Text>
        </Group>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="xl" py="lg">
        {children}
      </Container>
    </>
  );
}
