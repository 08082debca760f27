import type { Claim } from '@app/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildClaimTree, type ClaimNode } from '../utils/buildClaimTree';
import { flattenClaimTree } from '../utils/flattenClaimTree';
import type { TextChoice } from '../utils/pickText';
import { ClaimItem } from './ClaimItem';
import { TextFallbackNotice } from './TextFallbackNotice';

/** Props of ClaimsTab. */
type ClaimsTabProps = {
  ucid: string;
  claims: TextChoice<Claim[]> | null;
};

/**
 * The claims as a dependency tree: independent claims at the top level, each dependent claim under the claim it
 * refers to. Collapsing every branch leaves the independent claims, which is how claims are usually first read.
 */
export function ClaimsTab({ ucid, claims }: ClaimsTabProps) {
  const { t } = useTranslation();
  const roots = useMemo(() => buildClaimTree(claims?.value ?? []), [claims]);
  const all = useMemo(() => flattenClaimTree(roots), [roots]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<ClaimNode>>(() => new Set());
  if (claims === null) return <Text c="dimmed">{t('patent.claims.none')}</Text>;

  const independent = claims.value.filter((claim) => claim.dependsOn.length === 0).length;
  const toggle = (node: ClaimNode) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(node)) next.delete(node);
      else next.add(node);
      return next;
    });
  return (
    <Stack gap="sm">
      <TextFallbackNotice choice={claims} />
      <Group justify="space-between">
        <Text fw={600} data-testid="claims-count">
          {t('patent.claims.count', { count: claims.value.length, independent })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setCollapsed(new Set())}>
            {t('patent.claims.expandAll')}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setCollapsed(new Set(all.filter((node) => node.children.length > 0)))}
          >
            {t('patent.claims.collapseAll')}
          </Button>
        </Group>
      </Group>
      <ul aria-label={t('patent.claims.listLabel', { ucid })} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {roots.map((node) => (
          <ClaimItem
            key={node.position}
            node={node}
            collapsed={collapsed}
            onToggle={toggle}
            language={claims.language}
          />
        ))}
      </ul>
    </Stack>
  );
}
