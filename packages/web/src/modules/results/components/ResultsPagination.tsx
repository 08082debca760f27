import { MAX_START, PAGINATION_SIBLINGS } from '@app/shared';
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../utils/pageWindow';

/** Props of ResultsPagination. */
type ResultsPaginationProps = {
  start: number;
  rows: number;
  /** Results (or groups) in the whole set. */
  total: number;
  onStart: (start: number) => void;
};

/**
 * Pages of the result set, 2 either side of the current one (SPEC §2), between first/previous and next/last
 * controls, with the range shown ("11–20 of 134"). Mantine's own page list widens the window near the ends (page 1
 * showed pages 1 to 7), so the pages are laid out here from pageWindow.
 */
export function ResultsPagination({ start, rows, total, onStart }: ResultsPaginationProps) {
  const { t } = useTranslation();
  // The API pages no further than MAX_START; later pages would only fail.
  const pages = Math.max(1, Math.min(Math.ceil(total / rows), Math.floor(MAX_START / rows) + 1));
  const page = Math.min(pages, Math.floor(start / rows) + 1);
  const from = total === 0 ? 0 : start + 1;
  const to = Math.min(total, start + rows);
  const controlLabels = {
    first: t('results.pagination.first'),
    previous: t('results.pagination.previous'),
    next: t('results.pagination.next'),
    last: t('results.pagination.last'),
  };
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
          <Pagination.Root size="sm" total={pages} value={page} onChange={(next) => onStart((next - 1) * rows)}>
            <Group gap={6} wrap="nowrap" data-testid="results-pages">
              <Pagination.First aria-label={controlLabels.first} />
              <Pagination.Previous aria-label={controlLabels.previous} />
              {pageWindow(page, pages, PAGINATION_SIBLINGS).map((n) => (
                <Pagination.Control
                  key={n}
                  active={n === page}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={t('results.pagination.page', { page: n })}
                  onClick={() => onStart((n - 1) * rows)}
                >
                  {n}
                </Pagination.Control>
              ))}
              <Pagination.Next aria-label={controlLabels.next} />
              <Pagination.Last aria-label={controlLabels.last} />
            </Group>
          </Pagination.Root>
        </nav>
      )}
    </Group>
  );
}
