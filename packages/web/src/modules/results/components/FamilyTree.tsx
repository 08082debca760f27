import type { SearchDoc } from '@app/shared';
import { displayPublicationNumber } from '@app/shared';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchApi } from '../../search/api/searchApi';
import { resultFields } from '../utils/resultFields';

/**
 * A result's simple family as a tree: each application with the publications made from it. Which publications our
 * index holds is asked once (`POST /api/patents/select` for their ucids only), so only those become links.
 */
export function FamilyTree({ doc }: { doc: SearchDoc }) {
  const { t } = useTranslation();
  const tree = resultFields.familyTree(doc);
  const ucids = tree.flatMap((a) => a.ucids);
  const lookup = useQuery({
    queryKey: ['results', 'family-tree', ucids] as const,
    queryFn: ({ signal }) => searchApi.select({ ucids: ucids.slice(0, 100), fl: 'ucid' }, signal),
    enabled: ucids.length > 0,
    staleTime: 60_000,
  });
  if (tree.length === 0) return <Text c="dimmed">{t('results.familyActions.noFamily')}</Text>;
  const known = new Set(lookup.data?.docs.map((d) => d.ucid) ?? []);
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('results.familyActions.treeHelp')}
      </Text>
      {lookup.isPending && <Loader size="xs" aria-label={t('results.loading')} />}
      <ul className="family-tree" data-testid="family-tree">
        {tree.map(({ an, ucids: publications }) => (
          <li key={an ?? ''}>
            <Text fz="sm" fw={600} ff="monospace">
              {an === null
                ? t('results.familyActions.unknownApplication')
                : t('results.familyActions.application', { an })}
            </Text>
            <ul>
              {publications.map((ucid) => (
                <li key={ucid}>
                  {known.has(ucid) && ucid !== doc.ucid ? (
                    <Anchor component={Link} to={`/patent/${encodeURIComponent(ucid)}`} ff="monospace" fz="sm">
                      {displayPublicationNumber(ucid)}
                    </Anchor>
                  ) : (
                    <Text span ff="monospace" fz="sm">
                      {displayPublicationNumber(ucid)}
                      {ucid === doc.ucid && ` (${t('results.familyActions.thisDocument')})`}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
