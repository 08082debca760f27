import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatentDoc } from '../types/patentDocSchema';
import { formatApplicationNumber } from '../utils/formatApplicationNumber';
import { languageName } from '../utils/languageName';
import { KeyValueTable } from './KeyValueTable';
import { PatentDate } from './PatentDate';
import { SectionCard } from './SectionCard';
import { StatusBadge } from './StatusBadge';

/** Props of BibliographySection. */
type BibliographySectionProps = {
  doc: PatentDoc;
};

/** Numbers in their formats (SPEC §5), every date as YYYY-MM-DD, and the status with its expected expiry. */
export function BibliographySection({ doc }: BibliographySectionProps) {
  const { t, i18n } = useTranslation();
  const flag = (value: boolean | undefined) =>
    value === undefined ? null : value ? t('patent.biblio.yes') : t('patent.biblio.no');
  const mono = (value: string | null | undefined) =>
    value === null || value === undefined ? null : (
      <Text span ff="monospace" fz="sm">
        {value}
      </Text>
    );
  const date = (value: number | undefined) => (value === undefined ? null : <PatentDate value={value} />);
  return (
    <SectionCard title={t('patent.biblio.heading')} testId="patent-bibliography">
      <KeyValueTable
        label={t('patent.biblio.heading')}
        rows={[
          { key: 'pn', label: t('patent.biblio.publicationNumber'), value: mono(doc.publicationnumber) },
          { key: 'country', label: t('patent.biblio.country'), value: doc.country },
          { key: 'kind', label: t('patent.biblio.kind'), value: doc.kindcode },
          {
            key: 'an',
            label: t('patent.biblio.applicationNumber'),
            value: mono(formatApplicationNumber(doc.applicationnumber)),
          },
          { key: 'pd', label: t('patent.biblio.publicationDate'), value: date(doc.publicationdate) },
          { key: 'ad', label: t('patent.biblio.applicationDate'), value: date(doc.applicationdate) },
          { key: 'prd', label: t('patent.biblio.earliestPriorityDate'), value: date(doc.earliestprioritydate) },
          { key: 'prc', label: t('patent.biblio.earliestPriorityCountry'), value: doc.earliestprioritycountry ?? null },
          { key: 'gd', label: t('patent.biblio.grantDate'), value: date(doc.grantdate) },
          {
            key: 'lang',
            label: t('patent.biblio.language'),
            value: doc.language === undefined ? null : languageName(doc.language, i18n.language),
          },
          { key: 'grant', label: t('patent.biblio.grant'), value: flag(doc.grant) },
          { key: 'pending', label: t('patent.biblio.pending'), value: flag(doc.pending) },
          { key: 'status', label: t('patent.status.label'), value: <StatusBadge status={doc.status} /> },
          {
            key: 'expiry',
            label: t('patent.status.expectedExpiry'),
            value: doc.expectedexpirydate === undefined ? t('patent.status.noExpiry') : date(doc.expectedexpirydate),
          },
          {
            key: 'explanation',
            label: t('patent.status.explanation'),
            value: doc.expectedexpiryexplanation ?? null,
          },
        ]}
      />
    </SectionCard>
  );
}
