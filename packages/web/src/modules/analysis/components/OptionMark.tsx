import { Loader } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/**
 * What stands at the end of a choice in a workspace option list: a spinner while choosing it is on its way, a tick
 * when it is the one applied. The choice itself stays enabled meanwhile (a disabled button would drop the keyboard
 * focus); its aria-busy and aria-pressed say the same to assistive tools.
 */
export function OptionMark({ pending, applied }: { pending: boolean; applied: boolean }) {
  if (pending) return <Loader size={14} aria-hidden="true" />;
  return applied ? <IconCheck size={14} aria-hidden="true" /> : <span />;
}
