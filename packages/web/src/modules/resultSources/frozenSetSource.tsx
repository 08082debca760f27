import type { FrozenSet } from '@app/shared';
import { Button } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { frozenSetsApi } from '../frozenSets/api/frozenSetsApi';
import { FrozenExportButton } from '../frozenSets/components/FrozenExportButton';
import { FrozenSetBanner } from '../frozenSets/components/FrozenSetBanner';
import type { ResultSource } from '../results/types/ResultSource';
import { keepOrExportSelection } from './selectionActions';

/**
 * A frozen result set (issue 22 item 5) as a result set: its kept hits in their frozen order, read-only (no
 * filters, sort or grouping to change), with a banner saying when and how it was frozen. It has no browse route.
 */
export function frozenSetSource(set: FrozenSet, t: TFunction): ResultSource {
  return {
    kind: 'frozen_sets',
    id: set.id,
    title: t('frozenSets.results.title', { name: set.name }),
    browseTitle: t('frozenSets.results.browseTitle', { name: set.name }),
    query: null,
    resultsPath: `/frozen-sets/${set.id}`,
    run: (payload, signal) => frozenSetsApi.results(set.id, payload, signal),
    fixedList: true,
    opensWith: { grouping: set.options.grouped_by },
    intro: <FrozenSetBanner set={set} />,
    selectionActions: keepOrExportSelection(t),
    setActions: () => (
      <>
        <FrozenExportButton set={set} />
        <Button
          component={Link}
          to={`/frozen-sets/${set.id}/compare`}
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowsDiff size={14} aria-hidden="true" />}
          data-testid="frozen-compare-link"
        >
          {t('frozenSets.compare.action')}
        </Button>
      </>
    ),
  };
}

/** One part of a frozen set's comparison with a fresh run, as a result set (read-only, in its own view state). */
export function frozenComparePartSource(
  set: FrozenSet,
  part: 'new' | 'gone' | 'unchanged',
  t: TFunction,
): ResultSource {
  return {
    kind: 'frozen_sets',
    id: `${set.id}-${part}`,
    title: t(`frozenSets.compare.partTitle.${part}`),
    headingOrder: 2,
    browseTitle: t(`frozenSets.compare.partTitle.${part}`),
    query: null,
    resultsPath: `/frozen-sets/${set.id}/compare`,
    run: (payload, signal) => frozenSetsApi.compare(set.id, part, payload, signal).then((answer) => answer.results),
    fixedList: true,
    selectionActions: keepOrExportSelection(t),
  };
}
