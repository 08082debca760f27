import { EmailSchema, PERSON_NAME_MAX, type Person } from '@app/shared';
import { Alert, Button, Checkbox, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { openModal } from '../../../lib/modals/openModal';
import { notify } from '../../../lib/notifications/notify';
import { peopleGroupsQuery } from '../../folders/queries/peopleQueries';
import { usersAdminApi } from '../api/usersAdminApi';
import { PEOPLE_KEY, userTypesQuery } from '../queries/usersAdminQueries';
import { ACCESS_CHOICES, type Access, roleChoiceOf, roleChoiceProblem, roleFlagsOf } from '../utils/roleChoice';

/** Props of UserForm. */
type UserFormProps = {
  /** The user to change; null invites a new one. */
  person: Person | null;
  /** The groups the user is in now (the group list knows them); empty for a new user. */
  groupIds: readonly number[];
  onDone: (saved: Person | null) => void;
};

type Values = {
  email: string;
  firstName: string;
  lastName: string;
  access: Access;
  isAdmin: boolean;
  groupManager: boolean;
  userType: string;
  groups: string[];
};

/** Which form field shows a server message about a body field. */
const FIELD_OF: Record<string, keyof Values> = {
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  is_admin: 'isAdmin',
  group_manager: 'groupManager',
  is_end_user: 'access',
  is_read_only: 'access',
  user_type_id: 'userType',
  group_ids: 'groups',
};

/**
 * Invites a colleague by e-mail, or changes one: names, how much they may do (normal, end user, read-only), the
 * admin and group manager roles, user type and groups. The server mails the invitation; the form never sees the link.
 */
export function UserForm({ person, groupIds, onDone }: UserFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const types = useQuery(userTypesQuery);
  const groups = useQuery(peopleGroupsQuery);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      email: person?.email ?? '',
      firstName: person?.first_name ?? '',
      lastName: person?.last_name ?? '',
      ...(person ? roleChoiceOf(person) : { access: 'normal' as const, isAdmin: false, groupManager: false }),
      userType: person?.user_type_id ? String(person.user_type_id) : '',
      groups: groupIds.map(String),
    },
    validate: {
      email: (v) => (person || EmailSchema.safeParse(v.trim()).success ? null : t('users.form.emailInvalid')),
      firstName: (v) => (v.trim() === '' ? t('users.form.firstNameRequired') : null),
      lastName: (v) => (v.trim() === '' ? t('users.form.lastNameRequired') : null),
      isAdmin: (_, values) => roleChoiceProblem(values),
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        ...roleFlagsOf(values),
        user_type_id: values.userType === '' ? null : Number(values.userType),
        group_ids: values.groups.map(Number),
      };
      return person ? usersAdminApi.update(person.id, body) : usersAdminApi.invite({ ...body, email: values.email });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: PEOPLE_KEY });
      notify({
        type: 'success',
        message: person ? t('users.form.saved', { name: saved.name }) : t('users.form.invited', { email: saved.email }),
      });
      onDone(saved);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      const mine: Partial<Record<keyof Values, string>> = {};
      for (const [name, messages] of Object.entries(fields)) {
        const field = FIELD_OF[name];
        if (field) mine[field] = [mine[field], ...messages].filter(Boolean).join(' ');
      }
      form.setErrors(mine);
      setProblem(Object.keys(mine).length > 0 ? null : describeApiError(error, t));
    },
  });

  const groupList = groups.data?.groups ?? [];
  return (
    <form
      noValidate
      aria-label={person ? t('users.form.editTitle') : t('users.form.inviteTitle')}
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        save.mutate(values);
      })}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" title={t('users.form.saveFailed')}>
            {problem}
          </Alert>
        )}
        {person ? (
          <Text fz="sm">{t('users.form.emailFixed', { email: person.email })}</Text>
        ) : (
          <TextInput
            type="email"
            label={t('users.form.email')}
            description={t('users.form.emailHelp')}
            aria-required="true"
            data-autofocus
            {...form.getInputProps('email')}
          />
        )}
        <Group grow align="flex-start">
          <TextInput
            label={t('users.form.firstName')}
            maxLength={PERSON_NAME_MAX}
            aria-required="true"
            {...(person ? { 'data-autofocus': true } : {})}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('users.form.lastName')}
            maxLength={PERSON_NAME_MAX}
            aria-required="true"
            {...form.getInputProps('lastName')}
          />
        </Group>
        <Radio.Group label={t('users.form.access')} {...form.getInputProps('access')}>
          <Stack gap={6} mt={6}>
            {ACCESS_CHOICES.map((access) => (
              <Radio
                key={access}
                value={access}
                label={t(`users.access.${access}`)}
                description={t(`users.accessHelp.${access}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox label={t('users.roles.admin')} {...form.getInputProps('isAdmin', { type: 'checkbox' })} />
        <Checkbox label={t('users.roles.groupManager')} {...form.getInputProps('groupManager', { type: 'checkbox' })} />
        {types.isError ? (
          <Alert color="red" variant="light">
            {types.error.message}
          </Alert>
        ) : (
          (types.data?.length ?? 0) > 0 && (
            <NativeSelect
              label={t('users.form.userType')}
              data={[
                { value: '', label: t('users.form.noUserType') },
                ...(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name })),
              ]}
              {...form.getInputProps('userType')}
            />
          )
        )}
        {groupList.length > 0 && (
          <Checkbox.Group label={t('users.form.groups')} {...form.getInputProps('groups')}>
            <Group gap="md" mt={6}>
              {groupList.map((group) => (
                <Checkbox key={group.id} value={String(group.id)} label={group.name} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {person ? t('users.form.save') : t('users.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the invite dialog (`person` null) or the edit dialog of a user. */
export function openUserForm(title: string, person: Person | null, groupIds: readonly number[]): void {
  const id = openModal({
    title,
    size: 'lg',
    children: <UserForm person={person} groupIds={groupIds} onDone={() => modals.close(id)} />,
  });
}
