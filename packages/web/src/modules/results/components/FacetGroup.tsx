import type { ClassificationSchemeName, Facet } from '@app/shared';
import { ActionIcon, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassificationTitles } from '../../classifications/hooks/useClassificationTitles';
import { useResultsAccess } from '../context/resultsAccess';
import type { FilterMode } from '../types/SearchStateAction';
import { filterLabel } from '../utils/filterLabel';
import { filterValueLabel } from '../utils/filterValueLabel';

/** Buckets shown before "Show all": enough to scan, few enough to keep the other filters in view. */
const FIRST_BUCKETS = 8;

/** Filter fields whose values are codes of a scheme with a title table. */
const CLASSIFICATION_FACETS: Readonly<Record<string, ClassificationSchemeName>> = {
  cpcvalues: 'cpc',
  ipcrvalues: 'ipc',
};

/** Props of FacetGroup. */
type FacetGroupProps = {
  name: string;
  facet: Facet;
  included: readonly string[];
  excluded: readonly string[];
  onToggle: (mode: FilterMode, value: string) => void;
};

/**
 * One filter field with its values and exact counts over the whole result set. A value's name includes it
 * (pressed again, it is dropped); the minus button beside it excludes it instead.
 */
export function FacetGroup({ name, facet, included, excluded, onToggle }: FacetGroupProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const title = filterLabel(name, t);
  const headingId = `facet-${name}`;
  // A value no result has is only kept while it is filtered on, so it can still be seen and dropped.
  const active = [...included, ...excluded];
  const offered = [
    ...facet.buckets.filter((b) => b.count > 0 || active.includes(b.value)),
    // An excluded value has no matches left, so the answer does not list it; it stays here to be taken back.
    ...active.filter((v) => !facet.buckets.some((b) => b.value === v)).map((value) => ({ value, count: 0 })),
  ];
  const buckets = expanded ? offered : offered.slice(0, FIRST_BUCKETS);
  // CPC and IPC values show what they mean under the code, asked for the buckets in view.
  // Code titles are a signed-in call: a share link's visitor reads the codes alone.
  const { visitor } = useResultsAccess();
  const scheme = visitor ? null : (CLASSIFICATION_FACETS[name] ?? null);
  const titleOf = useClassificationTitles(scheme, scheme === null ? [] : buckets.map((b) => b.value));
  return (
    <section aria-labelledby={headingId} data-testid={`facet-${name}`}>
      <Text component="h3" id={headingId} fz="sm" fw={650} mb={4}>
        {title}
      </Text>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {buckets.map((bucket) => {
          const label = filterValueLabel(name, bucket.value, t);
          const isIncluded = included.includes(bucket.value);
          const isExcluded = excluded.includes(bucket.value);
          const meaning = scheme === null ? undefined : titleOf(bucket.value);
          return (
            <Group component="li" key={bucket.value} gap={4} wrap="nowrap" data-value={bucket.value}>
              <UnstyledButton
                onClick={() => onToggle('include', bucket.value)}
                aria-pressed={isIncluded}
                style={{ flex: 1, minWidth: 0, borderRadius: 4 }}
                px={4}
                py={2}
                bg={isIncluded ? 'blue.0' : undefined}
                data-testid="facet-include"
              >
                <Group justify="space-between" wrap="nowrap" gap={6}>
                  <Text
                    fz="sm"
                    truncate
                    td={isExcluded ? 'line-through' : undefined}
                    fw={isIncluded ? 650 : undefined}
                    title={meaning?.title ? `${label}: ${meaning.title}` : label}
                  >
                    {label}
                  </Text>
                  <Text fz="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="facet-count">
                    {bucket.count.toLocaleString('en')}
                  </Text>
                </Group>
                {meaning?.title && (
                  <Text
                    fz="xs"
                    c="dimmed"
                    truncate
                    lang={meaning.lang ?? undefined}
                    title={meaning.title}
                    data-testid="facet-title"
                  >
                    {meaning.title}
                  </Text>
                )}
              </UnstyledButton>
              <ActionIcon
                variant={isExcluded ? 'filled' : 'subtle'}
                color={isExcluded ? 'red.9' : 'gray.7'}
                size="sm"
                onClick={() => onToggle('exclude', bucket.value)}
                aria-pressed={isExcluded}
                aria-label={t('results.facets.exclude', { value: label })}
                data-testid="facet-exclude"
              >
                <IconMinus size={14} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      {offered.length > FIRST_BUCKETS && (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={2}
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
        >
          {expanded ? t('results.facets.showLess') : t('results.facets.showMore', { count: offered.length })}
        </Button>
      )}
    </section>
  );
}
