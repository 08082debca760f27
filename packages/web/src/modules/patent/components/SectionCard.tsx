import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of SectionCard. */
type SectionCardProps = {
  title: string;
  /** Short context beside the title (a count, a family id). */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
};

/** A titled, bordered block of one tab; its heading is level two, under the document title. */
export function SectionCard({ title, aside, children, testId }: SectionCardProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
          {aside !== undefined && (
            <>
              {' '}
              <span style={{ fontWeight: 400, fontSize: 'var(--mantine-font-size-sm)' }}>{aside}</span>
            </>
          )}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
