import type { SearchDoc } from '@app/shared';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../utils/displayDate';

const DATE_FIELDS = ['publicationdate', 'applicationdate', 'earliestprioritydate'] as const;

/** Publication, filing and priority dates, each shown only when it is a real 8-digit date (SPEC §5). */
export function ResultDates({ doc, withExpiry = false }: { doc: SearchDoc; withExpiry?: boolean }) {
  const { t } = useTranslation();
  const fields = withExpiry ? [...DATE_FIELDS, 'expectedexpirydate' as const] : DATE_FIELDS;
  const shown = fields.flatMap((field) => {
    const date = displayDate(doc[field]);
    return date ? [{ field, date }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Group gap="md" wrap="wrap">
      {shown.map(({ field, date }) => (
        <Text key={field} fz="sm" data-testid={`date-${field}`}>
          <Text span inherit c="dimmed">
            {t(`results.fields.${field}`)}
          </Text>{' '}
          {date}
        </Text>
      ))}
    </Group>
  );
}
