import { Alert } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A notice about the corpus as a whole, above every signed-in screen: announced politely to screen readers. */
export function CorpusBanner(props: { color: string; icon: Icon; title: string; testId: string; children: ReactNode }) {
  const { color, icon: IconComponent, title, testId, children } = props;
  return (
    <Alert
      role="status"
      variant="light"
      color={color}
      mb="md"
      icon={<IconComponent size={18} aria-hidden="true" />}
      title={title}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
