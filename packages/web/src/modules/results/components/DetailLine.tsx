import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of DetailLine. */
type DetailLineProps = {
  label: string;
  children: ReactNode;
  testId?: string;
};

/** One labelled line of a result ("Assignees: …"); nothing when there is no value. */
export function DetailLine({ label, children, testId }: DetailLineProps) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Text fz="sm" data-testid={testId}>
      <Text span inherit c="dimmed">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}
