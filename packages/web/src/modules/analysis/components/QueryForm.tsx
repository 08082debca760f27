import { WORKSPACE_QUERY_NAME_MAX } from '@app/shared';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { openModal } from '../../../lib/modals/openModal';

type Values = { name: string; query: string };
type Save = (values: Values) => Promise<unknown>;

/** A query to add to the workspace: a name and the full query. */
function QueryForm({ onSave, onDone }: { onSave: Save; onDone: () => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: { name: '', query: '' },
    validate: {
      name: (v) => (v.trim() === '' ? t('analysis.form.nameRequired') : null),
      query: (v) => (v.trim() === '' ? t('analysis.form.queryRequired') : null),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setBusy(true);
        setProblem(null);
        try {
          await onSave({ name: values.name.trim(), query: values.query.trim() });
          onDone();
        } catch (error) {
          setProblem(describeApiError(error, t));
        } finally {
          setBusy(false);
        }
      })}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('analysis.queries.addFailed')}>
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('analysis.form.queryName')}
          maxLength={WORKSPACE_QUERY_NAME_MAX}
          data-autofocus
          aria-required="true"
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('analysis.form.query')}
          autosize
          minRows={2}
          maxRows={6}
          aria-required="true"
          {...form.getInputProps('query')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('analysis.queries.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function openQueryForm(title: string, onSave: Save) {
  const id = openModal({ title, children: <QueryForm onSave={onSave} onDone={() => modals.close(id)} /> });
}
