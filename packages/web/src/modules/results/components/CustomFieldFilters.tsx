import { customFieldFilterName } from '@app/shared';
import { Divider, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activeCustomFieldSchemeQuery } from '../../customFields/queries/customFieldQueries';
import { optionChoices } from '../../customFields/utils/fieldValues';
import type { SearchStateFilters } from '../types/SearchState';
import type { SearchStateAction } from '../types/SearchStateAction';
import { DateRangeFilter } from './DateRangeFilter';

/**
 * Filters by the searchable fields of the user's active custom field scheme (SPEC §5 `cf_…`): a date range for date
 * fields, an option for choice fields, and for a tree a node, which keeps patents with any value under it. The
 * values live in the user's folders, so these filters keep patents of those folders only.
 */
export function CustomFieldFilters({
  filters,
  dispatch,
}: {
  filters: SearchStateFilters;
  dispatch: (action: SearchStateAction) => void;
}) {
  const { t } = useTranslation();
  const active = useQuery({ ...activeCustomFieldSchemeQuery, staleTime: 30_000 });
  const fields = (active.data?.fields ?? []).filter((f) => f.queryable && f.type !== 'text' && f.type !== 'number');
  if (fields.length === 0) return null;
  const set = (name: string, values: string[]) => dispatch({ type: 'setFilter', name, values });
  return (
    <Stack gap="md" data-testid="custom-field-filters">
      <Divider />
      {fields.map((field) => {
        const name = customFieldFilterName(field.id);
        const current = filters.filtersToApply[name]?.[0];
        if (field.type === 'date')
          return (
            <DateRangeFilter
              key={name}
              name={name}
              title={field.name}
              value={current}
              years={[]}
              onApply={(value) => set(name, value ? [value] : [])}
            />
          );
        return (
          <Select
            key={name}
            size="xs"
            label={field.name}
            description={field.type === 'tree' ? t('customFields.filters.treeHint') : undefined}
            data={optionChoices(field)}
            value={current ?? null}
            searchable
            clearable
            onChange={(value) => set(name, value ? [value] : [])}
          />
        );
      })}
    </Stack>
  );
}
