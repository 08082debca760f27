import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../lib/api/describeApiError';

/** "Loading …" with a spinner, marked busy so tests and assistive tools know the screen is not settled. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Group gap="sm" py="md" aria-busy="true">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}

/** A list that did not load: what failed, why (the server's message), and a way to try again. */
export function LoadFailedAlert({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{describeApiError(error, t)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
