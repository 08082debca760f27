import { Badge, Box, Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimNode } from '../utils/buildClaimTree';
import { flattenClaimTree } from '../utils/flattenClaimTree';

/** Props of ClaimItem. */
type ClaimItemProps = {
  node: ClaimNode;
  collapsed: ReadonlySet<ClaimNode>;
  onToggle: (node: ClaimNode) => void;
  language: string;
};

/**
 * One claim with its number, whether it is independent or which claims it depends on, and its dependent claims
 * nested under it. The toggle hides or shows the whole branch; it is a real button with aria-expanded, so the
 * keyboard and screen readers get the same tree as the mouse.
 */
export function ClaimItem({ node, collapsed, onToggle, language }: ClaimItemProps) {
  const { t } = useTranslation();
  const branchId = useId();
  const { claim, children, parent, unresolved } = node;
  const independent = claim.dependsOn.length === 0;
  const isCollapsed = collapsed.has(node);
  const below = children.length === 0 ? 0 : flattenClaimTree(children).length;
  const resolved = claim.dependsOn.filter((num) => !unresolved.includes(num));
  return (
    <li data-testid="claim" data-claim={claim.num} data-independent={independent} data-parent={parent ?? undefined}>
      <Box
        py="xs"
        px="sm"
        mb={6}
        style={{
          borderLeft: `3px solid var(--mantine-color-${independent ? 'blue-8' : 'gray-4'})`,
          background: independent ? 'var(--mantine-color-gray-0)' : undefined,
        }}
      >
        <Group gap="xs" mb={4}>
          <Text fw={700} fz="sm">
            {t('patent.claims.claimNumber', { num: claim.num })}
          </Text>
          {independent ? (
            <Badge size="sm" variant="filled" color="blue.8">
              {t('patent.claims.independent')}
            </Badge>
          ) : (
            resolved.length > 0 && (
              <Text fz="sm" c="dimmed" data-testid="claim-depends-on">
                {resolved.length === 1
                  ? t('patent.claims.dependsOn', { claims: resolved[0] })
                  : t('patent.claims.dependsOnMany', { claims: resolved.join(', ') })}
              </Text>
            )
          )}
          {unresolved.length > 0 && (
            <Text fz="sm" c="dimmed">
              {t('patent.claims.unresolved', { claims: unresolved.join(', ') })}
            </Text>
          )}
          {below > 0 && (
            <Button
              variant="subtle"
              // Grey hover, blue-9 text: Mantine's subtle blue falls under 4.5:1 on the grey band of an independent
              // claim, and its hover tint under blue-9 text.
              color="gray"
              c="blue.9"
              size="compact-xs"
              aria-expanded={!isCollapsed}
              aria-controls={branchId}
              onClick={() => onToggle(node)}
            >
              {isCollapsed
                ? t('patent.claims.expand', { count: below })
                : t('patent.claims.collapse', { count: below })}
            </Button>
          )}
        </Group>
        <Text fz="sm" lang={language} style={{ whiteSpace: 'pre-line' }}>
          {claim.text}
        </Text>
      </Box>
      {children.length > 0 && (
        <ul id={branchId} hidden={isCollapsed} style={{ listStyle: 'none', margin: 0, paddingLeft: 28 }}>
          {children.map((child) => (
            <ClaimItem
              key={child.position}
              node={child}
              collapsed={collapsed}
              onToggle={onToggle}
              language={language}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
