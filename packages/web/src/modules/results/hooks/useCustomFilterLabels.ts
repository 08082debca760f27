import { customFieldFilterName } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { activeCustomFieldSchemeQuery } from '../../customFields/queries/customFieldQueries';
import { optionChoices } from '../../customFields/utils/fieldValues';
import { useResultsAccess } from '../context/resultsAccess';

/**
 * Names for custom field filters (`cf_{id}` and an option id) from the active scheme, so a filter chip reads
 * "Technology: Energy › Batteries"; undefined for anything else (other filters name themselves). A share link's
 * visitor has no custom fields, so nothing is asked.
 */
export function useCustomFilterLabels(): (name: string, value: string) => { name: string; value: string } | undefined {
  const { visitor } = useResultsAccess();
  const fields = useQuery({ ...activeCustomFieldSchemeQuery, staleTime: 30_000, enabled: !visitor }).data?.fields ?? [];
  return (name, value) => {
    const field = fields.find((f) => customFieldFilterName(f.id) === name);
    if (!field) return undefined;
    const option = optionChoices(field).find((c) => c.value === value);
    return {
      name: field.name,
      value: option?.label ?? value.replace(/(\d{4})(\d{2})(\d{2})/g, '$1-$2-$3').replace(':', ' – '),
    };
  };
}
