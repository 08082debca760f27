import { FOLDER_DESCRIPTION_MAX, FOLDER_NAME_MAX, type Folder } from '@app/shared';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { foldersApi } from '../api/foldersApi';
import { FOLDERS_KEY } from '../queries/folderQueries';

type Values = { name: string; description: string; category: string };
const FIELDS = ['name', 'description'] as const;

/** Creates a folder, or renames and describes one (`folder`); `onDone` gets the saved folder, or null on cancel. */
export function FolderForm({ folder, onDone }: { folder?: Folder; onDone: (saved: Folder | null) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useCurrentUser().data?.organization?.folder_categories ?? [];
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: folder?.name ?? '',
      description: folder?.description ?? '',
      category: folder?.category_id ? String(folder.category_id) : '',
    },
    validate: { name: (v) => (v.trim() === '' ? t('folders.form.nameRequired') : null) },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        name: values.name.trim(),
        description: values.description.trim(),
        category_id: values.category === '' ? null : Number(values.category),
      };
      return folder ? foldersApi.update(folder.id, body) : foldersApi.create(body);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: FOLDERS_KEY });
      if (!folder) notify({ type: 'success', message: t('folders.form.created', { name: saved.name }) });
      onDone(saved);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      const mine = Object.fromEntries(
        Object.entries(fields)
          .filter(([k]) => (FIELDS as readonly string[]).includes(k) || k === 'category_id')
          .map(([k, v]) => [k === 'category_id' ? 'category' : k, v.join(' ')]),
      );
      form.setErrors(mine);
      setProblem(Object.keys(mine).length > 0 ? null : describeApiError(error, t));
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        save.mutate(values);
      })}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('folders.form.saveFailed')}>
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('folders.form.name')}
          maxLength={FOLDER_NAME_MAX}
          aria-required="true"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('folders.form.description')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={FOLDER_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        {categories.length > 0 && (
          <NativeSelect
            label={t('folders.form.category')}
            data={[
              { value: '', label: t('folders.form.noCategory') },
              ...categories.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            {...form.getInputProps('category')}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {folder ? t('folders.form.save') : t('folders.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the folder form in a dialog: a new folder, or `folder` to rename; `onSaved` gets the folder saved. */
export function openFolderForm(title: string, folder?: Folder, onSaved?: (saved: Folder) => void): void {
  const id = openModal({
    title,
    children: (
      <FolderForm
        {...(folder ? { folder } : {})}
        onDone={(saved) => {
          modals.close(id);
          if (saved) onSaved?.(saved);
        }}
      />
    ),
  });
}
