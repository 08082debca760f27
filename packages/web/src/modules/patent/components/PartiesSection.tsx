import type { Party } from '@app/shared';
import { useTranslation } from 'react-i18next';
import type { PatentDoc } from '../types/patentDocSchema';
import { KeyValueTable } from './KeyValueTable';
import { NameList } from './NameList';
import { SectionCard } from './SectionCard';

/** Props of PartiesSection. */
type PartiesSectionProps = {
  doc: PatentDoc;
};

/** "Name (City, ST, US)": where a party sits tells apart two parties of one name. */
function partyLine(party: Party): string {
  const place = [party.city, party.state, party.country].filter(Boolean).join(', ');
  return place === '' ? party.name : `${party.name} (${place})`;
}

function names(list: readonly string[] | undefined) {
  return list === undefined || list.length === 0 ? null : <NameList names={list} />;
}

/**
 * Who owns and made the invention: probable assignees (spellings folded to one name), the names as filed, current
 * owners after reassignment, the ultimate parent, then inventors, agents, applicants and examiners.
 */
export function PartiesSection({ doc }: PartiesSectionProps) {
  const { t } = useTranslation();
  const inventors =
    doc.inventors !== undefined && doc.inventors.length > 0
      ? doc.inventors.map(partyLine)
      : doc.inventors_name_normalized;
  return (
    <SectionCard title={t('patent.parties.heading')} testId="patent-parties">
      <KeyValueTable
        label={t('patent.parties.heading')}
        rows={[
          { key: 'probable', label: t('patent.parties.probableAssignees'), value: names(doc.assignees_name_probable) },
          { key: 'original', label: t('patent.parties.originalAssignees'), value: names(doc.assignees_name_original) },
          { key: 'current', label: t('patent.parties.currentAssignees'), value: names(doc.assignees_name_current) },
          { key: 'owner', label: t('patent.parties.ultimateOwner'), value: names(doc.ultimate_owner) },
          { key: 'inventors', label: t('patent.parties.inventors'), value: names(inventors) },
          { key: 'agents', label: t('patent.parties.agents'), value: names(doc.agents_name_normalized) },
          { key: 'applicants', label: t('patent.parties.applicants'), value: names(doc.applicants?.map(partyLine)) },
          { key: 'examiners', label: t('patent.parties.examiners'), value: names(doc.examiners) },
        ]}
      />
    </SectionCard>
  );
}
