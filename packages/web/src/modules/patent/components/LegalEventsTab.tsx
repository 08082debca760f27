import type { LegalEvent } from '@app/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PatentDate } from './PatentDate';

/** Props of LegalEventsTab. */
type LegalEventsTabProps = {
  events: readonly LegalEvent[] | undefined;
};

/** The legal status events, newest first: what happened to the right most recently is what a reader wants. */
export function LegalEventsTab({ events }: LegalEventsTabProps) {
  const { t } = useTranslation();
  if (events === undefined || events.length === 0) return <Text c="dimmed">{t('patent.legal.none')}</Text>;
  const rows = events.map((event, index) => ({ event, index })).sort((a, b) => b.event.date - a.event.date);
  return (
    <Table aria-label={t('patent.tabs.legal')} striped verticalSpacing={6} data-testid="legal-events">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={120}>{t('patent.legal.date')}</Table.Th>
          <Table.Th w={160}>{t('patent.legal.code')}</Table.Th>
          <Table.Th>{t('patent.legal.description')}</Table.Th>
          <Table.Th w={80}>{t('patent.legal.country')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ event, index }) => (
          <Table.Tr key={index}>
            <Table.Td>
              <PatentDate value={event.date} />
            </Table.Td>
            <Table.Td ff="monospace" fz="sm">
              {event.code}
            </Table.Td>
            <Table.Td fz="sm">{event.description || '—'}</Table.Td>
            <Table.Td>{event.country ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
