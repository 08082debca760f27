import { Box, Container, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '../ui/SkipLink';
import { MAIN_CONTENT_ID } from './MAIN_CONTENT_ID';

/** Props of GuestLayout. */
type GuestLayoutProps = {
  children: ReactNode;
  loadingBar: ReactNode;
};

/** The frame of sign-in and other guest screens: the product name over a centred card. */
export function GuestLayout({ children, loadingBar }: GuestLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink targetId={MAIN_CONTENT_ID} label={t('app.skipToContent')} />
      {loadingBar}
      <Box component="header" pt={48} pb="lg" ta="center">
        <Text component="p" fw={700} fz="xl">
          {t('app.name')}
        </Text>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size={480} pb="xl">
        <Paper withBorder shadow="sm" p="xl" radius="md">
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
