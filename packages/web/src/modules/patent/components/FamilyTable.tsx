import { displayPublicationNumber, type FamilyPublication, parseUcid } from '@app/shared';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RelatedDocuments } from '../hooks/useRelatedDocuments';
import { formatApplicationNumber } from '../utils/formatApplicationNumber';
import type { TextPreference } from '../utils/pickText';
import { relatedTitle } from '../utils/relatedTitle';
import { DocumentLink } from './DocumentLink';
import { PatentDate } from './PatentDate';

/** Props of FamilyTable. */
type FamilyTableProps = {
  label: string;
  members: readonly FamilyPublication[];
  currentUcid: string;
  related: RelatedDocuments;
  preference: TextPreference;
  testId: string;
};

/**
 * One family's members, oldest publication first: office, kind, application number (SPEC §5 format) and dates.
 * Members in our index link to their page; the document being read is marked instead of linked.
 */
export function FamilyTable({ label, members, currentUcid, related, preference, testId }: FamilyTableProps) {
  const { t } = useTranslation();
  const rows = members.map((member) => {
    const found = related.byUcid.get(member.ucid);
    return {
      member,
      found,
      parts: parseUcid(member.ucid),
      publicationdate: member.publicationdate ?? found?.publicationdate,
      applicationdate: member.applicationdate ?? found?.applicationdate,
    };
  });
  rows.sort((a, b) => (a.publicationdate ?? 99999999) - (b.publicationdate ?? 99999999));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={label} striped verticalSpacing={6} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('patent.family.member')}</Table.Th>
            <Table.Th>{t('patent.family.country')}</Table.Th>
            <Table.Th>{t('patent.family.kind')}</Table.Th>
            <Table.Th>{t('patent.family.applicationNumber')}</Table.Th>
            <Table.Th>{t('patent.family.publicationDate')}</Table.Th>
            <Table.Th>{t('patent.family.applicationDate')}</Table.Th>
            <Table.Th>{t('patent.family.title')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ member, found, parts, publicationdate, applicationdate }) => {
            const current = member.ucid === currentUcid;
            return (
              <Table.Tr key={member.ucid} data-ucid={member.ucid} aria-current={current ? 'true' : undefined}>
                <Table.Td>
                  {current ? (
                    <>
                      <Text span ff="monospace" fz="sm" fw={700}>
                        {displayPublicationNumber(member.ucid)}
                      </Text>{' '}
                      <Badge size="xs" variant="outline" color="gray.7">
                        {t('patent.family.current')}
                      </Badge>
                    </>
                  ) : (
                    <DocumentLink
                      label={displayPublicationNumber(member.ucid)}
                      ucid={found === undefined ? null : member.ucid}
                    />
                  )}
                </Table.Td>
                <Table.Td>{parts?.country ?? '—'}</Table.Td>
                <Table.Td>{parts?.kind ?? '—'}</Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {formatApplicationNumber(member.an) ?? '—'}
                </Table.Td>
                <Table.Td>
                  <PatentDate value={publicationdate} />
                </Table.Td>
                <Table.Td>
                  <PatentDate value={applicationdate} />
                </Table.Td>
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
