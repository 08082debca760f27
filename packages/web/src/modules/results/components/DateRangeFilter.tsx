import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeFilter } from '../utils/dateRangeFilter';
import { filterLabel } from '../utils/filterLabel';

/** Year shortcuts shown: the latest few, where most searches look. */
const RECENT_YEARS = 4;

/** Props of DateRangeFilter. */
type DateRangeFilterProps = {
  name: string;
  /** The current filter value (`from:to`), if any. */
  value: string | undefined;
  /** Matches per year (newest first), from the answer's facets; each is a one-click range. */
  years: readonly { value: string; count: number }[];
  onApply: (value: string | null) => void;
  /** The heading when the name alone does not say it (a custom field's `cf_{id}`). */
  title?: string;
};

/**
 * A date filter as two date inputs (SPEC §5: `from:to`, an empty end meaning today), applied with Enter or Apply,
 * plus the latest years with their counts as one-click ranges.
 */
export function DateRangeFilter({ name, value, years, onApply, title: givenTitle }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => dateRangeFilter.fromValue(value ?? ''));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setRange(dateRangeFilter.fromValue(value ?? '')), [value]);
  const title = givenTitle ?? filterLabel(name, t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = dateRangeFilter.toValue(range.from, range.to);
    const empty = range.from.trim() === '' && range.to.trim() === '';
    setInvalid(next === null && !empty);
    if (next !== null || empty) onApply(next);
  };

  return (
    <form onSubmit={submit} aria-label={title} data-testid={`date-filter-${name}`}>
      <Text component="h3" fz="sm" fw={650} mb={4}>
        {title}
      </Text>
      {/* Stacked: two native date inputs side by side do not fit the sidebar's width. */}
      <Stack gap={4}>
        <TextInput
          type="date"
          size="xs"
          label={t('results.facets.from')}
          value={range.from}
          onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          size="xs"
          label={t('results.facets.to')}
          description={t('results.facets.toHint')}
          inputWrapperOrder={['label', 'input', 'description']}
          value={range.to}
          onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
        />
      </Stack>
      {invalid && (
        <Text fz="xs" c="var(--mantine-color-error)" role="alert" mt={2}>
          {t('results.facets.invalidRange')}
        </Text>
      )}
      <Group gap={4} mt={6}>
        <Button type="submit" size="compact-xs" variant="light">
          {t('results.facets.apply')}
        </Button>
        {years.slice(0, RECENT_YEARS).map((bucket) => (
          <Button
            key={bucket.value}
            size="compact-xs"
            variant="subtle"
            onClick={() => onApply(`${bucket.value}0101:${bucket.value}1231`)}
            aria-label={t('results.facets.year', { year: bucket.value, count: bucket.count })}
          >
            {bucket.value} ({bucket.count})
          </Button>
        ))}
      </Group>
    </form>
  );
}
