import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activeCustomFieldSchemeQuery, displayValuesQuery } from '../queries/customFieldQueries';

/** The results table's "custom fields" cell: the active scheme's values of this patent in the user's folders. */
export function CustomFieldsCell({ ucid }: { ucid: string }) {
  const { t } = useTranslation();
  const active = useQuery({ ...activeCustomFieldSchemeQuery, staleTime: 30_000 });
  const shown = useQuery({
    ...displayValuesQuery(ucid),
    staleTime: 30_000,
    enabled: (active.data?.fields.length ?? 0) > 0,
  });
  if (active.isPending || (shown.isPending && shown.fetchStatus !== 'idle'))
    return <Loader size="xs" aria-label={t('customFields.loading')} />;
  if (!active.data || !shown.data) return null;
  const lines = active.data.fields.flatMap((field) => {
    const values = shown.data[String(field.id)] ?? [];
    return values.length > 0 ? [{ field, text: values.join(', ') }] : [];
  });
  return (
    <Stack gap={2} data-testid="custom-fields-cell">
      {lines.map(({ field, text }) => (
        <Text key={field.id} fz="sm">
          <Text span fw={600} fz="sm">
            {field.name}:
          </Text>{' '}
          {text}
        </Text>
      ))}
    </Stack>
  );
}
