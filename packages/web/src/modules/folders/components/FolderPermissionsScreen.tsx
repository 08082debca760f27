import { FOLDER_LEVELS, type Folder, type FolderLevel } from '@app/shared';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  NativeSelect,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { foldersApi } from '../api/foldersApi';
import { FOLDERS_KEY } from '../queries/folderQueries';
import { peopleGroupsQuery, peopleUsersQuery } from '../queries/peopleQueries';
import {
  addShare,
  type GroupShare,
  type PermissionShares,
  permissionsBody,
  permissionsChangeCount,
  removeShare,
  setShareLevel,
  shareCandidates,
  type UserShare,
} from '../utils/permissionsDraft';
import { type PermissionsProblem, permissionsProblems } from '../utils/permissionsErrors';

/** Props of FolderPermissionsScreen. */
type FolderPermissionsScreenProps = {
  /** The loaded folder; its `permission` decides whether the shares can be changed here. */
  folder: Folder;
};

type ShareKind = 'users' | 'groups';
/** A failed save: the server's field errors tied to rows, or else one readable message. */
type SaveProblem = { problems: PermissionsProblem[]; message: string };

// Under the folder's key, so the invalidation after a save (and any change to the folder) refetches it too.
function folderPermissionsQuery(id: number) {
  return queryOptions({
    queryKey: ['folders', id, 'permissions'] as const,
    queryFn: ({ signal }) => foldersApi.permissions(id, signal),
  });
}

const levelOptions = (t: TFunction) =>
  FOLDER_LEVELS.map((level) => ({ value: level, label: t(`folderPermissions.levels.${level}`) }));
const toLevel = (value: string): FolderLevel => FOLDER_LEVELS.find((level) => level === value) ?? 'read';

/**
 * Who may use a folder: its creator (always admin), the people and groups it is shared with and at which level,
 * and, for folder admins, a way to add, re-level and remove shares. Edits stay local until "Save permissions",
 * which replaces every share in one call, so a half-made change never reaches the server.
 */
export function FolderPermissionsScreen({ folder }: FolderPermissionsScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canAdmin = folder.permission === 'admin';
  const permissionsQuery = folderPermissionsQuery(folder.id);
  const permissions = useQuery(permissionsQuery);
  const [draft, setDraft] = useState<PermissionShares | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const save = useMutation({
    mutationFn: (shares: PermissionShares) => foldersApi.setPermissions(folder.id, permissionsBody(shares)),
    onSuccess: (answer) => {
      queryClient.setQueryData(permissionsQuery.queryKey, answer);
      setDraft(null);
      notify({ type: 'success', message: t('folderPermissions.saved', { name: folder.name }) });
      // Folder lists show what the user may do in each folder, which a share of the user's own may have changed.
      void queryClient.invalidateQueries({ queryKey: FOLDERS_KEY });
    },
    onError: (error, sent) =>
      setProblem({
        problems: error instanceof ApiError ? permissionsProblems(error.fields, sent) : [],
        message: describeApiError(error, t),
      }),
  });

  const heading = <Title order={2}>{t('folderPermissions.title')}</Title>;
  if (permissions.isPending) {
    return (
      <Stack gap="md">
        {heading}
        <Group gap="sm" py="md" aria-busy="true">
          <Loader size="sm" />
          <Text>{t('folderPermissions.loading')}</Text>
        </Group>
      </Stack>
    );
  }
  if (permissions.isError) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red" variant="light" title={t('folderPermissions.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{describeApiError(permissions.error, t)}</Text>
            <Button size="xs" variant="default" onClick={() => void permissions.refetch()}>
              {t('folderPermissions.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const saved = permissions.data;
  // A user who stops being admin (a refetch after their own save, say) sees what is saved, not a stale draft.
  const shown = canAdmin && draft ? draft : saved;
  const changes = permissionsChangeCount(saved, shown);
  const edit = (change: (shares: PermissionShares) => PermissionShares) => setDraft(change(shown));
  const editable = canAdmin
    ? {
        busy: save.isPending,
        onLevel: (kind: ShareKind, id: number, level: FolderLevel) =>
          edit((s) =>
            kind === 'users'
              ? { ...s, users: setShareLevel(s.users, id, level) }
              : { ...s, groups: setShareLevel(s.groups, id, level) },
          ),
        onRemove: (kind: ShareKind, id: number) =>
          edit((s) =>
            kind === 'users' ? { ...s, users: removeShare(s.users, id) } : { ...s, groups: removeShare(s.groups, id) },
          ),
      }
    : null;

  return (
    <Stack gap="md">
      {heading}
      <Text>{t('folderPermissions.intro')}</Text>
      <Text fz="sm" c="dimmed">
        {t('folderPermissions.levelsHelp')}
      </Text>
      {!canAdmin && (
        <Alert color="blue" variant="light">
          {t('folderPermissions.readOnly')}
        </Alert>
      )}
      <Stack gap={4} data-testid="permissions-creator">
        <Title order={3}>{t('folderPermissions.creator.heading')}</Title>
        {saved.creator ? (
          <Group gap="xs">
            <Text fw={600}>{saved.creator.name}</Text>
            <Text c="dimmed" fz="sm">
              {saved.creator.email}
            </Text>
            <Badge variant="light">{t('folderPermissions.levels.admin')}</Badge>
          </Group>
        ) : (
          <Text c="dimmed">{t('folderPermissions.creator.gone')}</Text>
        )}
        <Text fz="sm" c="dimmed">
          {t('folderPermissions.creator.note')}
        </Text>
      </Stack>
      {problem && (
        <Alert color="red" variant="light" title={t('folderPermissions.saveFailed')}>
          {problem.problems.length === 0 ? (
            problem.message
          ) : (
            <List size="sm">
              {problem.problems.flatMap(({ key, name, messages }) =>
                messages.map((message, i) => (
                  // A field may carry several messages; together with the field they are unique.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <List.Item key={`${key}.${i}`}>
                    {name === null ? message : t('folderPermissions.rowProblem', { name, message })}
                  </List.Item>
                )),
              )}
            </List>
          )}
        </Alert>
      )}
      {shown.users.length === 0 && shown.groups.length === 0 ? (
        <Text c="dimmed">{t('folderPermissions.empty')}</Text>
      ) : (
        <>
          <SharesTable kind="users" shares={shown.users} editable={editable} />
          <SharesTable kind="groups" shares={shown.groups} editable={editable} />
        </>
      )}
      {canAdmin && (
        <>
          <AddShare
            shares={shown}
            creatorId={saved.creator?.id ?? null}
            disabled={save.isPending}
            onAdd={(added) =>
              edit((s) =>
                added.kind === 'users'
                  ? { ...s, users: addShare(s.users, added.share) }
                  : { ...s, groups: addShare(s.groups, added.share) },
              )
            }
          />
          <Group justify="flex-end" gap="sm">
            {changes > 0 && (
              <Text fz="sm" c="dimmed" aria-live="polite">
                {t('folderPermissions.unsaved', { count: changes })}
              </Text>
            )}
            <Button
              variant="default"
              disabled={changes === 0 || save.isPending}
              onClick={() => {
                setDraft(null);
                setProblem(null);
              }}
            >
              {t('folderPermissions.discard')}
            </Button>
            <Button
              disabled={changes === 0}
              loading={save.isPending}
              onClick={() => {
                setProblem(null);
                save.mutate(shown);
              }}
            >
              {t('folderPermissions.save')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** What a shares table needs to offer changes; null shows the levels as text only. */
type Editable = {
  busy: boolean;
  onLevel: (kind: ShareKind, id: number, level: FolderLevel) => void;
  onRemove: (kind: ShareKind, id: number) => void;
} | null;

/** Props of SharesTable. */
type SharesTableProps = {
  kind: ShareKind;
  shares: readonly (UserShare | GroupShare)[];
  editable: Editable;
};

/** The people, or the groups, a folder is shared with: one row each with its level. */
function SharesTable({ kind, shares, editable }: SharesTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const withEmail = kind === 'users';
  return (
    <Stack gap={4}>
      <Title order={3} id={headingId}>
        {t(`folderPermissions.${kind}.heading`)}
      </Title>
      {shares.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t(`folderPermissions.${kind}.empty`)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={withEmail ? 560 : 400}>
          <Table striped verticalSpacing={6} aria-labelledby={headingId} data-testid={`permissions-${kind}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('folderPermissions.columns.name')}</Table.Th>
                {withEmail && <Table.Th>{t('folderPermissions.columns.email')}</Table.Th>}
                <Table.Th w={140}>{t('folderPermissions.columns.level')}</Table.Th>
                {editable && (
                  <Table.Th w={110}>
                    <VisuallyHidden>{t('folderPermissions.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shares.map((share) => (
                <Table.Tr key={share.id} data-share-id={share.id}>
                  <Table.Td fw={600}>{share.name}</Table.Td>
                  {withEmail && <Table.Td fz="sm">{'email' in share ? share.email : null}</Table.Td>}
                  <Table.Td>
                    {editable ? (
                      <NativeSelect
                        size="xs"
                        aria-label={t('folderPermissions.levelFor', { name: share.name })}
                        value={share.level}
                        disabled={editable.busy}
                        data={levelOptions(t)}
                        onChange={(e) => editable.onLevel(kind, share.id, toLevel(e.currentTarget.value))}
                      />
                    ) : (
                      t(`folderPermissions.levels.${share.level}`)
                    )}
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden="true" />}
                        aria-label={t('folderPermissions.removeNamed', { name: share.name })}
                        disabled={editable.busy}
                        onClick={() => editable.onRemove(kind, share.id)}
                      >
                        {t('folderPermissions.remove')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Props of AddShare. */
type AddShareProps = {
  /** The shares as edited so far: who is on them is not offered again. */
  shares: PermissionShares;
  creatorId: number | null;
  disabled: boolean;
  onAdd: (added: { kind: 'users'; share: UserShare } | { kind: 'groups'; share: GroupShare }) => void;
};

// One picker for both kinds; the value says which list the id belongs to.
const optionValue = (kind: ShareKind, id: number) => `${kind}:${id}`;

/** Picks a colleague or a group of the organisation and a level, and puts them on the (unsaved) shares. */
function AddShare({ shares, creatorId, disabled, onAdd }: AddShareProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const users = useQuery(peopleUsersQuery);
  const groups = useQuery(peopleGroupsQuery);
  const [picked, setPicked] = useState<string | null>(null);
  const [level, setLevel] = useState<FolderLevel>('read');

  const heading = (
    <Title order={3} id={headingId}>
      {t('folderPermissions.add.heading')}
    </Title>
  );
  if (users.isError || groups.isError) {
    return (
      <Stack gap="xs">
        {heading}
        <Alert color="red" variant="light" title={t('folderPermissions.add.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{describeApiError(users.error ?? groups.error, t)}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                if (users.isError) void users.refetch();
                if (groups.isError) void groups.refetch();
              }}
            >
              {t('folderPermissions.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const loading = users.isPending || groups.isPending;
  const userChoices = users.data ? shareCandidates(users.data.users, shares.users, creatorId) : [];
  const groupChoices = groups.data ? shareCandidates(groups.data.groups, shares.groups) : [];
  const data = [
    ...(userChoices.length > 0
      ? [
          {
            group: t('folderPermissions.add.people'),
            items: userChoices.map((u) => ({
              value: optionValue('users', u.id),
              label: t('folderPermissions.add.userOption', { name: u.name, email: u.email }),
            })),
          },
        ]
      : []),
    ...(groupChoices.length > 0
      ? [
          {
            group: t('folderPermissions.add.groups'),
            items: groupChoices.map((g) => ({ value: optionValue('groups', g.id), label: g.name })),
          },
        ]
      : []),
  ];
  const noneLeft = !loading && data.length === 0;

  const add = () => {
    const user = userChoices.find((u) => optionValue('users', u.id) === picked);
    const group = groupChoices.find((g) => optionValue('groups', g.id) === picked);
    if (user) onAdd({ kind: 'users', share: { id: user.id, email: user.email, name: user.name, level } });
    else if (group) onAdd({ kind: 'groups', share: { id: group.id, name: group.name, level } });
    setPicked(null);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      {heading}
      <Group align="flex-end" gap="sm">
        <Select
          style={{ flex: 1, minWidth: 240 }}
          label={t('folderPermissions.add.grantee')}
          placeholder={
            loading
              ? t('folderPermissions.add.loading')
              : noneLeft
                ? t('folderPermissions.add.noneLeft')
                : t('folderPermissions.add.placeholder')
          }
          searchable
          clearable
          data={data}
          value={picked}
          onChange={setPicked}
          nothingFoundMessage={t('folderPermissions.add.nothingFound')}
          disabled={disabled || loading || noneLeft}
          {...(loading ? { rightSection: <Loader size="xs" /> } : {})}
        />
        <NativeSelect
          w={140}
          label={t('folderPermissions.add.level')}
          value={level}
          data={levelOptions(t)}
          disabled={disabled}
          onChange={(e) => setLevel(toLevel(e.currentTarget.value))}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={disabled || picked === null}
          onClick={add}
        >
          {t('folderPermissions.add.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
