import { Group, MultiSelect, NativeSelect, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customFieldSchemesQuery } from '../../customFields/queries/customFieldQueries';
import { folderLabelsQuery, foldersQuery } from '../../folders/queries/folderQueries';
import { peopleGroupsQuery, peopleUsersQuery } from '../../folders/queries/peopleQueries';
import type { AlertFormValues } from '../utils/alertFormValues';

/** A workflow alert's extras: the folder and label its results go into, who inspects each run, and with which scheme. */
export function WorkflowFields({ form }: { form: UseFormReturnType<AlertFormValues> }) {
  const { t } = useTranslation();
  // Results are added to the folder, so only folders the user may write to are offered.
  const folders = (useQuery(foldersQuery).data?.folders ?? []).filter((f) => f.permission !== 'read');
  const folderId = form.values.folder_id === '' ? null : Number(form.values.folder_id);
  const labels = useQuery({ ...folderLabelsQuery(folderId ?? 0), enabled: folderId !== null }).data ?? [];
  const users = useQuery(peopleUsersQuery).data?.users ?? [];
  const groups = useQuery(peopleGroupsQuery).data?.groups ?? [];
  const schemes = useQuery(customFieldSchemesQuery).data?.schemes ?? [];
  const folderInput = form.getInputProps('folder_id');
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <NativeSelect
          label={t('alerts.form.folder')}
          aria-required="true"
          data={[
            { value: '', label: t('alerts.form.chooseFolder') },
            ...folders.map((f) => ({ value: String(f.id), label: f.name })),
          ]}
          {...folderInput}
          onChange={(event) => {
            // Labels are the folder's own: a new folder starts without one.
            form.setFieldValue('label_id', '');
            folderInput.onChange(event);
          }}
        />
        <NativeSelect
          label={t('alerts.form.label')}
          disabled={folderId === null}
          data={[
            { value: '', label: t('alerts.form.noLabel') },
            ...labels.map((l) => ({ value: String(l.id), label: l.name })),
          ]}
          {...form.getInputProps('label_id')}
        />
      </Group>
      <Group grow align="flex-start">
        <MultiSelect
          label={t('alerts.form.inspectorUsers')}
          data={users.map((u) => ({ value: String(u.id), label: u.name }))}
          searchable
          clearable
          {...form.getInputProps('inspector_user_ids')}
        />
        <MultiSelect
          label={t('alerts.form.inspectorGroups')}
          data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
          searchable
          clearable
          {...form.getInputProps('inspector_group_ids')}
        />
      </Group>
      <NativeSelect
        label={t('alerts.form.customFieldScheme')}
        data={[
          { value: '', label: t('alerts.form.noCustomFieldScheme') },
          ...schemes.map((s) => ({ value: String(s.id), label: s.name })),
        ]}
        {...form.getInputProps('custom_field_scheme_id')}
      />
    </Stack>
  );
}
