import type { Priority } from '@app/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatApplicationNumber } from '../utils/formatApplicationNumber';
import { PatentDate } from './PatentDate';
import { SectionCard } from './SectionCard';

/** Props of PrioritiesSection. */
type PrioritiesSectionProps = {
  priorities: readonly Priority[] | undefined;
};

/** The claimed priorities, oldest first, with their numbers in the same format as application numbers. */
export function PrioritiesSection({ priorities }: PrioritiesSectionProps) {
  const { t } = useTranslation();
  const list = [...(priorities ?? [])].sort((a, b) => (a.date ?? 0) - (b.date ?? 0));
  return (
    <SectionCard title={t('patent.priorities.heading')} testId="patent-priorities">
      {list.length === 0 ? (
        <Text c="dimmed">{t('patent.priorities.none')}</Text>
      ) : (
        <Table aria-label={t('patent.priorities.heading')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('patent.priorities.number')}</Table.Th>
              <Table.Th>{t('patent.priorities.country')}</Table.Th>
              <Table.Th>{t('patent.priorities.date')}</Table.Th>
              <Table.Th>{t('patent.priorities.kind')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((priority, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one number can be claimed twice; the list is sorted once per render
              <Table.Tr key={`${index}-${priority.number}`}>
                <Table.Td ff="monospace">
                  {formatApplicationNumber(
                    priority.number.startsWith(priority.country) ? priority.number : priority.country + priority.number,
                  )}
                </Table.Td>
                <Table.Td>{priority.country}</Table.Td>
                <Table.Td>
                  <PatentDate value={priority.date} />
                </Table.Td>
                <Table.Td>{priority.kind ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
