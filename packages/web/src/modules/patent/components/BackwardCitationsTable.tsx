import type { PatentCitation } from '@app/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CitedDocuments } from '../hooks/useCitedDocuments';
import type { TextPreference } from '../utils/pickText';
import { relatedTitle } from '../utils/relatedTitle';
import { CitationCategories } from './CitationCategories';
import { DocumentLink } from './DocumentLink';
import { PatentDate } from './PatentDate';

/** Props of BackwardCitationsTable. */
type BackwardCitationsTableProps = {
  citations: readonly PatentCitation[];
  cited: CitedDocuments;
  preference: TextPreference;
  /** Leave out the citations of documents we do not hold. */
  onlyInIndex: boolean;
};

/**
 * The patent documents this one cites, in the order of the search report: number (a link when the document is in
 * our index), date, examiner's categories, the stage it was cited in, and the title for documents we hold.
 */
export function BackwardCitationsTable({ citations, cited, preference, onlyInIndex }: BackwardCitationsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('patent.citations.backward')} striped verticalSpacing={6} data-testid="backward-citations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>{t('patent.citations.number')}</Table.Th>
            <Table.Th w={120}>{t('patent.citations.date')}</Table.Th>
            <Table.Th w={110}>{t('patent.citations.category')}</Table.Th>
            <Table.Th w={170}>{t('patent.citations.phase')}</Table.Th>
            <Table.Th>{t('patent.citations.title')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {citations.map((citation, index) => {
            const ucid = cited.matches[index]?.[0] ?? null;
            if (onlyInIndex && ucid === null) return null;
            const found = ucid === null ? undefined : cited.byUcid.get(ucid);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a report can cite one number twice; the rows never reorder
              <Table.Tr key={`${index}-${citation.number}`} data-in-index={ucid !== null}>
                <Table.Td>
                  <DocumentLink label={cited.numbers[index] ?? citation.number} ucid={ucid} />
                </Table.Td>
                <Table.Td>
                  <PatentDate value={citation.date ?? found?.publicationdate} />
                </Table.Td>
                <Table.Td>
                  <CitationCategories categories={citation.categories} />
                </Table.Td>
                <Table.Td>{citation.phase ? t(`patent.citations.phases.${citation.phase}`) : '—'}</Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={2}>
                    {relatedTitle(found, preference) ?? '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
