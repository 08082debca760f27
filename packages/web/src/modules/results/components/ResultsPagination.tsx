import { MAX_START, PAGINATION_SIBLINGS } from '@app/shared';
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of ResultsPagination. */
type ResultsPaginationProps = {
  start: number;
  rows: number;
  /** Results (or groups) in the whole set. */
  total: number;
  onStart: (start: number) => void;
};

/** Pages of the result set, 2 either side of the current one (SPEC §9), with the range shown ("11–20 of 134"). */
export function ResultsPagination({ start, rows, total, onStart }: ResultsPaginationProps) {
  const { t } = useTranslation();
  // The API pages no further than MAX_START; later pages would only fail.
  const pages = Math.max(1, Math.min(Math.ceil(total / rows), Math.floor(MAX_START / rows) + 1));
  const page = Math.min(pages, Math.floor(start / rows) + 1);
  const from = total === 0 ? 0 : start + 1;
  const to = Math.min(total, start + rows);
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text fz="sm" c="dimmed" data-testid="results-range">
        {t('results.pagination.range', {
          from: from.toLocaleString('en'),
          to: to.toLocaleString('en'),
          total: total.toLocaleString('en'),
        })}
      </Text>
      {pages > 1 && (
        <nav aria-label={t('results.pagination.label')}>
          <Pagination
            size="sm"
            total={pages}
            value={page}
            siblings={PAGINATION_SIBLINGS}
            onChange={(next) => onStart((next - 1) * rows)}
            getItemProps={(n) => ({ 'aria-label': t('results.pagination.page', { page: n }) })}
            getControlProps={(control) =>
              control === 'next'
                ? { 'aria-label': t('results.pagination.next') }
                : control === 'previous'
                  ? { 'aria-label': t('results.pagination.previous') }
                  : {}
            }
          />
        </nav>
      )}
    </Group>
  );
}
