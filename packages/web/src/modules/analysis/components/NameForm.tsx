import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modals/openModal';

type NameFormProps = { label: string; initial: string; max: number; onDone: (name: string | null) => void };

/** One name to give or change (a dashboard, a query). */
function NameForm({ label, initial, max, onDone }: NameFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { name: initial },
    validate: { name: (v) => (v.trim() === '' ? t('analysis.form.nameRequired') : null) },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((v) => onDone(v.name.trim()))}>
      <Stack gap="sm">
        <TextInput label={label} maxLength={max} data-autofocus aria-required="true" {...form.getInputProps('name')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit">{t('analysis.form.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for a name in a dialog; `onSave` gets it trimmed. */
export function openNameForm(options: {
  title: string;
  label: string;
  initial?: string;
  max: number;
  onSave: (name: string) => void;
}) {
  const id = openModal({
    title: options.title,
    size: 'sm',
    children: (
      <NameForm
        label={options.label}
        initial={options.initial ?? ''}
        max={options.max}
        onDone={(name) => {
          modals.close(id);
          if (name) options.onSave(name);
        }}
      />
    ),
  });
}
