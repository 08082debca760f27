import type { NplCitation } from '@app/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CitationCategories } from './CitationCategories';

/** Props of NplCitationsTable. */
type NplCitationsTableProps = {
  citations: readonly NplCitation[];
};

/** Cited non-patent literature as the office wrote it, with categories and the stage it was cited in. */
export function NplCitationsTable({ citations }: NplCitationsTableProps) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('patent.citations.npl')} striped verticalSpacing={6} data-testid="npl-citations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('patent.citations.citation')}</Table.Th>
          <Table.Th w={110}>{t('patent.citations.category')}</Table.Th>
          <Table.Th w={170}>{t('patent.citations.phase')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {citations.map((citation, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: citations have no identity of their own and never reorder
          <Table.Tr key={`${index}-${citation.text.slice(0, 40)}`}>
            <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {citation.text}
            </Table.Td>
            <Table.Td>
              <CitationCategories categories={citation.categories} />
            </Table.Td>
            <Table.Td>{citation.phase ? t(`patent.citations.phases.${citation.phase}`) : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
