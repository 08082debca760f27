import { displayPublicationNumber } from '@app/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RelatedDocuments } from '../hooks/useRelatedDocuments';
import type { TextPreference } from '../utils/pickText';
import { relatedTitle } from '../utils/relatedTitle';
import { DocumentLink } from './DocumentLink';
import { PatentDate } from './PatentDate';

/** Props of ForwardCitationsTable. */
type ForwardCitationsTableProps = {
  ucids: readonly string[];
  citing: RelatedDocuments;
  preference: TextPreference;
};

/**
 * The documents of our collection that cite this one (`citedby`, computed over the index), newest first once
 * their dates are known, each a link to its page.
 */
export function ForwardCitationsTable({ ucids, citing, preference }: ForwardCitationsTableProps) {
  const { t } = useTranslation();
  const rows = [...ucids].sort(
    (a, b) => (citing.byUcid.get(b)?.publicationdate ?? 0) - (citing.byUcid.get(a)?.publicationdate ?? 0),
  );
  return (
    <Table aria-label={t('patent.citations.forward')} striped verticalSpacing={6} data-testid="forward-citations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('patent.citations.number')}</Table.Th>
          <Table.Th>{t('patent.citations.date')}</Table.Th>
          <Table.Th>{t('patent.citations.title')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((ucid) => {
          const doc = citing.byUcid.get(ucid);
          return (
            <Table.Tr key={ucid}>
              <Table.Td>
                {/* citedby holds only documents of our index, so the link is right even before the lookup answers. */}
                <DocumentLink label={displayPublicationNumber(ucid)} ucid={ucid} />
              </Table.Td>
              <Table.Td>
                <PatentDate value={doc?.publicationdate} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm" lineClamp={2}>
                  {relatedTitle(doc, preference) ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
