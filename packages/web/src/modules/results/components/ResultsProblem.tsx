import { Alert, Button, EmptyState, Group } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';

/** Props of ResultsProblem. */
type ResultsProblemProps =
  | { kind: 'error'; error: unknown; onRetry: () => void }
  | { kind: 'empty'; hasFilters: boolean; beyondEnd: boolean; onClearFilters: () => void; onFirstPage: () => void };

/** What stands in place of results: a failed run (with retry), or no results (with the way out that applies). */
export function ResultsProblem(props: ResultsProblemProps) {
  const { t } = useTranslation();
  if (props.kind === 'error') {
    return (
      <Alert color="red" variant="light" title={t('results.errorTitle')} role="alert" data-testid="results-error">
        {describeApiError(props.error, t)}
        <Group mt="sm">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={props.onRetry}
          >
            {t('results.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <EmptyState
      icon={<IconSearch size={28} aria-hidden="true" />}
      title={props.beyondEnd ? t('results.emptyPage') : t('results.emptyTitle')}
      description={props.beyondEnd ? undefined : t('results.emptyBody')}
      data-testid="results-empty"
      py="xl"
    >
      <Group justify="center" mt="sm">
        {props.beyondEnd && (
          <Button size="xs" onClick={props.onFirstPage}>
            {t('results.firstPage')}
          </Button>
        )}
        {props.hasFilters && (
          <Button size="xs" variant="default" onClick={props.onClearFilters}>
            {t('results.activeFilters.clearAll')}
          </Button>
        )}
      </Group>
    </EmptyState>
  );
}
