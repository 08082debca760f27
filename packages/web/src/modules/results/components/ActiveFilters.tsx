import { Button, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCustomFilterLabels } from '../hooks/useCustomFilterLabels';
import type { SearchStateFilters } from '../types/SearchState';
import type { FilterMode, SearchStateAction } from '../types/SearchStateAction';
import { filterLabel } from '../utils/filterLabel';
import { filterValueLabel } from '../utils/filterValueLabel';

/** Props of ActiveFilters. */
type ActiveFiltersProps = {
  filters: SearchStateFilters;
  dispatch: (action: SearchStateAction) => void;
};

/** The filters in force as removable chips, excluded ones marked "Not", with one button to drop them all. */
export function ActiveFilters({ filters, dispatch }: ActiveFiltersProps) {
  const { t } = useTranslation();
  const customLabel = useCustomFilterLabels();
  const chips: { mode: FilterMode; name: string; value: string; label: string }[] = [];
  for (const [mode, side] of [
    ['include', filters.filtersToApply],
    ['exclude', filters.filtersToExclude],
  ] as const) {
    for (const [name, values] of Object.entries(side)) {
      for (const value of values) {
        const parts = customLabel(name, value) ?? {
          name: filterLabel(name, t),
          value: filterValueLabel(name, value, t),
        };
        const label =
          mode === 'include' ? t('results.activeFilters.included', parts) : t('results.activeFilters.excluded', parts);
        chips.push({ mode, name, value, label });
      }
    }
  }
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('results.activeFilters.label')} data-testid="active-filters">
      {chips.map((chip) => (
        // Mantine's Pill hides its remove button from keyboards and screen readers (it is made for PillsInput,
        // where Backspace removes); a filter chip needs a real button.
        <span
          key={`${chip.mode}:${chip.name}:${chip.value}`}
          className="filter-chip"
          data-mode={chip.mode}
          data-testid="filter-chip"
        >
          <span>{chip.label}</span>
          <CloseButton
            size="sm"
            aria-label={t('results.activeFilters.remove', { label: chip.label })}
            onClick={() => dispatch({ type: 'removeFilter', mode: chip.mode, name: chip.name, value: chip.value })}
          />
        </span>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => dispatch({ type: 'clearFilters' })}>
        {t('results.activeFilters.clearAll')}
      </Button>
    </Group>
  );
}
