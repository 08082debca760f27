import { FOLDER_CATEGORY_NAME_MAX, type Folder } from '@app/shared';
import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { confirm } from '../../../lib/modals/confirm';
import { notify } from '../../../lib/notifications/notify';
import { LoadFailedAlert, LoadingLine } from '../../../ui/LoadState';
import { foldersApi } from '../../folders/api/foldersApi';
import { FOLDERS_KEY, foldersQuery } from '../../folders/queries/folderQueries';
import { organizationApi } from '../api/organizationApi';
import { refreshOrganization } from '../queries/organizationQueries';

type Category = { id: number; name: string };

/** The message of a refused name, or null when the name is fine. */
function nameProblem(name: string, t: TFunction): string | null {
  if (name.trim() === '') return t('organization.categories.nameRequired');
  if (name.trim().length > FOLDER_CATEGORY_NAME_MAX)
    return t('organization.categories.nameTooLong', { max: FOLDER_CATEGORY_NAME_MAX });
  return null;
}

const fieldMessage = (error: unknown) =>
  error instanceof ApiError && error.fields.name ? error.fields.name.join(' ') : null;

/** The organisation's folder categories: add, rename, delete, and the folders the admin can change put in one. */
export function FolderCategoriesSection({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (name: string) => organizationApi.addCategory({ name }),
    onSuccess: async (made) => {
      setNewName('');
      await refreshOrganization(queryClient);
      notify({ type: 'success', message: t('organization.categories.added', { name: made.name }) });
    },
    onError: (error) => setNewError(fieldMessage(error) ?? describeApiError(error, t)),
  });
  const remove = useMutation({
    mutationFn: (category: Category) => organizationApi.removeCategory(category.id),
    onSuccess: async (_, category) => {
      await Promise.all([refreshOrganization(queryClient), queryClient.invalidateQueries({ queryKey: FOLDERS_KEY })]);
      notify({ type: 'success', message: t('organization.categories.deleted', { name: category.name }) });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('organization.categories.deleteFailed'), message: describeApiError(error, t) }),
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="organization-categories-title">
      <Title order={2} id="organization-categories-title">
        {t('organization.categories.title')}
      </Title>
      {categories.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('organization.categories.empty')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('organization.categories.listLabel')}
        >
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryRow
                category={category}
                onDelete={() =>
                  confirm({
                    title: t('organization.categories.confirmTitle'),
                    message: t('organization.categories.confirmMessage', { name: category.name }),
                    confirmLabel: t('organization.categories.delete'),
                    onConfirm: () => remove.mutate(category),
                  })
                }
              />
            </li>
          ))}
        </Stack>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = nameProblem(newName, t);
          setNewError(problem);
          if (!problem) add.mutate(newName.trim());
        }}
      >
        <Group align="flex-start" gap="xs">
          <TextInput
            label={t('organization.categories.newLabel')}
            value={newName}
            error={newError}
            maxLength={FOLDER_CATEGORY_NAME_MAX + 20}
            onChange={(event) => setNewName(event.currentTarget.value)}
            w={320}
          />
          <Button type="submit" mt={25} leftSection={<IconPlus size={14} aria-hidden="true" />} loading={add.isPending}>
            {t('organization.categories.add')}
          </Button>
        </Group>
      </form>
      <FolderAssignments categories={categories} />
    </Stack>
  );
}

/** One category with its name to change and a delete button. */
function CategoryRow({ category, onDelete }: { category: Category; onDelete: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: () => organizationApi.renameCategory(category.id, { name: name.trim() }),
    onSuccess: async (saved) => {
      await refreshOrganization(queryClient);
      notify({ type: 'success', message: t('organization.categories.renamed', { name: saved.name }) });
    },
    onError: (failure) => setError(fieldMessage(failure) ?? describeApiError(failure, t)),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = nameProblem(name, t);
        setError(problem);
        if (!problem) rename.mutate();
      }}
    >
      <Group align="flex-start" gap="xs" py={4}>
        <TextInput
          aria-label={t('organization.categories.nameOf', { name: category.name })}
          value={name}
          error={error}
          maxLength={FOLDER_CATEGORY_NAME_MAX + 20}
          onChange={(event) => setName(event.currentTarget.value)}
          w={320}
        />
        <Button
          type="submit"
          variant="default"
          leftSection={<IconCheck size={14} aria-hidden="true" />}
          disabled={name.trim() === category.name}
          loading={rename.isPending}
          aria-label={t('organization.categories.renameNamed', { name: category.name })}
        >
          {t('organization.categories.rename')}
        </Button>
        <Button
          variant="default"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          aria-label={t('organization.categories.deleteNamed', { name: category.name })}
          onClick={onDelete}
        >
          {t('organization.categories.delete')}
        </Button>
      </Group>
    </form>
  );
}

/** The folders the admin may change, each with the category it is in. */
function FolderAssignments({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(foldersQuery);
  const assign = useMutation({
    mutationFn: ({ folder, categoryId }: { folder: Folder; categoryId: number | null }) =>
      foldersApi.update(folder.id, { category_id: categoryId }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: FOLDERS_KEY });
      notify({ type: 'success', message: t('organization.categories.assigned', { name: saved.name }) });
    },
    onError: (error) =>
      notify({ type: 'error', title: t('organization.categories.assignFailed'), message: describeApiError(error, t) }),
  });
  const folders = (list.data?.folders ?? []).filter((f) => f.permission !== 'read');
  const options = [
    { value: '', label: t('organization.categories.none') },
    ...categories.map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <Stack gap="xs" mt="sm">
      <Title order={3}>{t('organization.categories.assignTitle')}</Title>
      {list.isPending ? (
        <LoadingLine label={t('organization.categories.foldersLoading')} />
      ) : list.isError ? (
        <LoadFailedAlert
          title={t('organization.categories.foldersFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : folders.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('organization.categories.noFolders')}
        </Text>
      ) : (
        <Table aria-label={t('organization.categories.assignTitle')} maw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('organization.categories.folder')}</Table.Th>
              <Table.Th>{t('organization.categories.category')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {folders.map((folder) => (
              <Table.Tr key={folder.id}>
                <Table.Td>{folder.name}</Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={t('organization.categories.categoryOf', { name: folder.name })}
                    data={options}
                    value={folder.category_id === null ? '' : String(folder.category_id)}
                    disabled={assign.isPending && assign.variables?.folder.id === folder.id}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      assign.mutate({ folder, categoryId: value === '' ? null : Number(value) });
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
