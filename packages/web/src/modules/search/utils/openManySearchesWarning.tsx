import { Button, Group, Stack, Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/i18n';
import { modalCloseGate } from '../../../lib/modals/modalCloseGate';
import { modalWidth } from '../../../lib/modals/modalWidth';

/**
 * SPEC §9: a user with many searches is warned once, with a single OK button. Escape still closes it, as
 * every dialog must close by keyboard; there is no corner close button, so OK is the one control.
 */
export function openManySearchesWarning(count: number): string {
  const modalId = randomId();
  modalCloseGate.run(() => {
    modals.open({
      modalId,
      title: i18n.t('history.manyTitle'),
      size: modalWidth('sm'),
      withCloseButton: false,
      onClose: () => modalCloseGate.lock(),
      children: (
        <Stack gap="md">
          <Text>{i18n.t('history.manyText', { count, formatted: count.toLocaleString(i18n.language) })}</Text>
          <Group justify="flex-end">
            <Button data-autofocus onClick={() => modals.close(modalId)}>
              {i18n.t('modals.ok')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
  return modalId;
}
