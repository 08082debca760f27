import { GROUP_NAME_MAX, type GroupView, type Person } from '@app/shared';
import { Alert, Button, Checkbox, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { peopleGroupsQuery } from '../../folders/queries/peopleQueries';
import { groupsApi } from '../api/groupsApi';

type Values = { name: string; members: string[]; managers: string[]; isDefault: boolean };
/** Which form field a failing call's field errors belong to. */
type Step = 'name' | 'members' | 'managers';

type GroupFormProps = {
  /** The group to change; none makes a new one. */
  group: GroupView | null;
  /** The organisation's active users, to pick members and managers from. */
  people: readonly Person[];
  /** Admins also choose the managers and the default group. */
  isAdmin: boolean;
  onDone: () => void;
};

const ids = (values: readonly string[]) => values.map(Number).sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Makes a group or changes one: its name, members and (admins) managers and whether it is the default group. Each
 * part that changed is saved with its own call; a refusal shows under the field it concerns.
 */
export function GroupForm({ group, people, isAdmin, onDone }: GroupFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: group?.name ?? '',
      members: (group?.member_ids ?? []).map(String),
      managers: (group?.manager_ids ?? []).map(String),
      isDefault: group?.is_default ?? false,
    },
    validate: {
      name: (v) =>
        v.trim() === ''
          ? t('groups.form.nameRequired')
          : v.trim().length > GROUP_NAME_MAX
            ? t('groups.form.nameTooLong', { max: GROUP_NAME_MAX })
            : null,
    },
  });
  const memberOptions = people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` }));
  const managerOptions = people
    .filter((p) => p.group_manager || (group?.manager_ids ?? []).includes(p.id))
    .map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` }));

  const save = useMutation({
    mutationFn: async (values: Values) => {
      let step: Step = 'name';
      try {
        const name = values.name.trim();
        let saved = group ? group : await groupsApi.create({ name, member_ids: ids(values.members) });
        if (group && (name !== group.name || (isAdmin && values.isDefault !== group.is_default))) {
          saved = await groupsApi.update(group.id, {
            ...(name !== group.name ? { name } : {}),
            ...(isAdmin && values.isDefault !== group.is_default ? { is_default: values.isDefault } : {}),
          });
        } else if (!group && isAdmin && values.isDefault) {
          saved = await groupsApi.update(saved.id, { is_default: true });
        }
        step = 'members';
        if (group && !same(ids(values.members), group.member_ids)) {
          saved = await groupsApi.setMembers(group.id, ids(values.members));
        }
        step = 'managers';
        if (isAdmin && !same(ids(values.managers), saved.manager_ids)) {
          saved = await groupsApi.setManagers(saved.id, ids(values.managers));
        }
        return saved;
      } catch (error) {
        throw { step, error };
      }
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: peopleGroupsQuery.queryKey });
      notify({
        type: 'success',
        message: t(group ? 'groups.form.saved' : 'groups.form.created', { name: saved.name }),
      });
      onDone();
    },
    onError: async (failure: unknown) => {
      // Whatever went through before the failing call is saved: show it.
      await queryClient.invalidateQueries({ queryKey: peopleGroupsQuery.queryKey });
      const { step, error } = failure as { step: Step; error: unknown };
      const fields = error instanceof ApiError ? Object.values(error.fields).flat() : [];
      if (fields.length > 0) form.setFieldError(step, fields.join(' '));
      setProblem(fields.length > 0 ? null : describeApiError(error, t));
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
          <Alert color="red" variant="light" title={t('groups.form.saveFailed')}>
            {problem}
          </Alert>
        )}
        <TextInput
          label={t('groups.form.name')}
          maxLength={GROUP_NAME_MAX}
          aria-required="true"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label={t('groups.form.members')}
          description={t('groups.form.membersHint')}
          data={memberOptions}
          searchable
          clearable
          nothingFoundMessage={t('groups.form.nobodyFound')}
          maxDropdownHeight={240}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('members')}
        />
        {isAdmin && (
          <>
            <MultiSelect
              label={t('groups.form.managers')}
              description={t('groups.form.managersHint')}
              data={managerOptions}
              searchable
              clearable
              nothingFoundMessage={t('groups.form.noManagers')}
              maxDropdownHeight={240}
              {...form.getInputProps('managers')}
            />
            <Checkbox
              label={t('groups.form.isDefault')}
              description={t('groups.form.isDefaultHint')}
              {...form.getInputProps('isDefault', { type: 'checkbox' })}
            />
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {group ? t('groups.form.save') : t('groups.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the group form in a dialog. */
export function openGroupForm(title: string, props: Omit<GroupFormProps, 'onDone'>): void {
  const id = openModal({
    title,
    size: 'lg',
    children: <GroupForm {...props} onDone={() => modals.close(id)} />,
  });
}
