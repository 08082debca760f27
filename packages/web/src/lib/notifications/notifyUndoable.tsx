import type { UndoableAnswer } from '@app/shared';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n';
import { apiRequest } from '../api/apiRequest';
import { notify } from './notify';

const UndoAnswerSchema = z.object({ message: z.string().optional() }).passthrough();

/**
 * Makes the undo a logged event carries (SPEC §7): calls its endpoint with its method and body, then deletes the
 * event; says 'Undo Successful' with the server's message, or 'Undo Failed' (SPEC §8). `onDone` refreshes what the
 * undo changed.
 */
export async function runUndo(answer: UndoableAnswer, onDone?: () => void): Promise<boolean> {
  const { method, url, body } = answer.undo;
  try {
    const result = await apiRequest(url.replace(/^\/api/, ''), {
      method,
      ...(body === undefined ? {} : { body }),
      schema: UndoAnswerSchema,
    });
    await apiRequest(`/logged_events/${answer.logged_event_id}`, { method: 'DELETE' });
    notify({
      type: 'success',
      title: i18n.t('undo.successful'),
      message: typeof result.message === 'string' ? result.message : i18n.t('undo.done'),
    });
    return true;
  } catch {
    notify({ type: 'error', title: i18n.t('undo.failed'), message: i18n.t('undo.failedMessage') });
    return false;
  } finally {
    onDone?.();
  }
}

/** The toast after a destructive action: what was done, and an Undo button that reverses it. */
export function notifyUndoable(answer: UndoableAnswer, onDone?: () => void): string {
  const id = `undo-${answer.logged_event_id}`;
  notify({
    id,
    type: 'success',
    timeout: 10_000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fz="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {answer.message}
        </Text>
        {/* The message wraps, the button never shrinks: a long message once cut the label down to "Und…". */}
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            void runUndo(answer, onDone);
          }}
        >
          {i18n.t('undo.action')}
        </Button>
      </Group>
    ),
  });
  return id;
}
