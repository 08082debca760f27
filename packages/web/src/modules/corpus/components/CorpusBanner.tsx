import { Group, Paper, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A notice about the corpus as a whole, above every signed-in screen, announced politely to screen readers. It is
 * one compact line (title and text run together) because it repeats on every screen: a full alert box took room
 * from the results a searcher came for.
 */
export function CorpusBanner(props: { color: string; icon: Icon; title: string; testId: string; children: ReactNode }) {
  const { color, icon: IconComponent, title, testId, children } = props;
  return (
    <Paper
      role="status"
      px="sm"
      py={4}
      mb="sm"
      radius="sm"
      bg={`var(--mantine-color-${color}-light)`}
      data-testid={testId}
    >
      <Group gap="xs" wrap="nowrap" align="center">
        <IconComponent size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text fz="sm" lh={1.4}>
          <Text span fw={650} fz="sm">
            {title}:
          </Text>{' '}
          {children}
        </Text>
      </Group>
    </Paper>
  );
}
