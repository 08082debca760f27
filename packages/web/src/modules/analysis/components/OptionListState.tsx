import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';

/** The state of a list a workspace option control loads: loading, failed (with Retry), empty, or the list. */
type OptionListStateProps = {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
  failed: string;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
};

/** Inside a control's dropdown: one of the loading line, the failure with its reason and Retry, the empty text. */
export function OptionListState({ query, loading, failed, empty, isEmpty, children }: OptionListStateProps) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Group gap="xs" py={4} aria-busy="true" data-testid="option-loading">
        <Loader size="xs" />
        <Text fz="sm">{loading}</Text>
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" title={failed} data-testid="option-load-failed">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{describeApiError(query.error, t)}</Text>
          <Button size="compact-xs" variant="default" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (isEmpty)
    return (
      <Text fz="sm" c="dimmed" data-testid="option-empty">
        {empty}
      </Text>
    );
  return children;
}
