import type { SearchRecord } from '@app/shared';
import { Anchor, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createSearchParams, Link } from 'react-router';
import { ParsedQueryView } from '../../queryEditor/components/ParsedQueryView';
import { formatSearchDate } from '../utils/formatSearchDate';
import { DeleteSearchButton } from './DeleteSearchButton';
import classes from './SearchHistoryTable.module.css';

/** Props of SearchHistoryTable. */
type SearchHistoryTableProps = {
  /** The searches of the current page. */
  searches: readonly SearchRecord[];
  selected: ReadonlySet<number>;
  onToggle: (index: number) => void;
  /** Selects every search of the page, or clears them when all are selected. */
  onToggleAll: () => void;
};

/** The history as a table: select, number, query, hits, type, date, and the actions on each search (run, edit, delete). */
export function SearchHistoryTable({ searches, selected, onToggle, onToggleAll }: SearchHistoryTableProps) {
  const { t, i18n } = useTranslation();
  const selectedOnPage = searches.filter((search) => selected.has(search.query_index)).length;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={6} data-testid="search-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('history.selectPage')}
                checked={selectedOnPage > 0 && selectedOnPage === searches.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < searches.length}
                onChange={onToggleAll}
              />
            </Table.Th>
            <Table.Th w={64}>{t('history.columns.number')}</Table.Th>
            <Table.Th>{t('history.columns.query')}</Table.Th>
            <Table.Th w={110} ta="right">
              {t('history.columns.hits')}
            </Table.Th>
            <Table.Th w={130}>{t('history.columns.type')}</Table.Th>
            <Table.Th w={190}>{t('history.columns.date')}</Table.Th>
            <Table.Th w={140}>
              <VisuallyHidden>{t('history.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {searches.map((search) => {
            const index = search.query_index;
            return (
              <Table.Tr key={index} bg={selected.has(index) ? 'var(--mantine-color-blue-0)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('history.select', { index })}
                    checked={selected.has(index)}
                    onChange={() => onToggle(index)}
                  />
                </Table.Td>
                <Table.Td ff="monospace" fw={700}>
                  #{index}
                </Table.Td>
                <Table.Td>
                  <Text ff="monospace" fz="sm" className={classes.query}>
                    {search.query}
                  </Text>
                  <ParsedQueryView
                    query={search.query}
                    initiallyOpen={false}
                    toggleLabel={t('history.parsedViewLabel', { index })}
                  />
                </Table.Td>
                <Table.Td ta="right">
                  {search.num_found === null ? (
                    <Text span c="dimmed" fz="sm">
                      {t('search.notRun')}
                    </Text>
                  ) : (
                    search.num_found.toLocaleString(i18n.language)
                  )}
                </Table.Td>
                <Table.Td className={classes.nowrap}>{t(`search.types.${search.type}`)}</Table.Td>
                <Table.Td fz="sm" className={classes.nowrap}>
                  {formatSearchDate(search.created_at, i18n.language)}
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Anchor
                      component={Link}
                      to={`/search/${index}`}
                      fz="sm"
                      aria-label={t('history.runLabel', { index })}
                    >
                      {t('history.run')}
                    </Anchor>
                    <Anchor
                      component={Link}
                      to={{ pathname: '/search', search: createSearchParams({ query: search.query }).toString() }}
                      fz="sm"
                      aria-label={t('history.editLabel', { index })}
                    >
                      {t('history.edit')}
                    </Anchor>
                    <DeleteSearchButton index={index} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
