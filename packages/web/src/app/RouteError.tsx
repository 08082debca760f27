import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * The router's error boundary: a screen threw while rendering, or its code could not be loaded (typically a
 * deploy replaced the chunk files). SPEC §8 says global errors are only logged; the visitor gets a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container component="main" size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('errors.routeErrorTitle')}</Title>
        <Text>{t('errors.routeErrorBody')}</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('errors.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
