import {
  type GroupingMethod,
  type SearchFilters,
  SHARE_FIELD_GROUPS,
  type ShareFieldGroup,
  type ShareKind,
  type ShareLink,
} from '@app/shared';
import { Alert, Button, Checkbox, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describeApiError';
import { shareApi } from '../api/shareApi';
import { expiryInstant, expiryProblem, publicLinkUrl } from '../utils/shareExpiry';

/** What a share dialog shares. */
export type ShareTarget = {
  kind: ShareKind;
  /** A search's index, a folder's id, a ucid, an alert run's key. */
  target: string | number;
  /** What is shared, in words, shown at the top of the dialog. */
  description: string;
  /** A search's result screen filters and grouping at share time. */
  filters?: SearchFilters;
  grouping?: GroupingMethod;
};

const DISPLAY_NAME_MAX = 120;

/**
 * The share dialog (issue 19): optional expiry day, optional restriction to some field groups, optional display
 * name; once created, the public address with a Copy button.
 */
export function ShareDialog({ share, onClose }: { share: ShareTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [expiry, setExpiry] = useState('');
  const [restrict, setRestrict] = useState(false);
  const [groups, setGroups] = useState<ShareFieldGroup[]>([...SHARE_FIELD_GROUPS]);
  const [displayName, setDisplayName] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const create = useMutation({
    mutationFn: () => {
      const at = expiryInstant(expiry);
      return shareApi.create(share.kind, share.target, {
        ...(at ? { expires_at: at.toISOString() } : {}),
        ...(restrict ? { fields: groups } : {}),
        ...(displayName.trim() ? { display_name: displayName.trim() } : {}),
        ...(share.filters ? { filters: share.filters } : {}),
        ...(share.grouping ? { grouping: share.grouping } : {}),
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['share_links'] }),
  });

  const expiryError = (() => {
    const problem = expiryProblem(expiry, new Date());
    return problem ? t(`share.dialog.expiry_${problem}`) : null;
  })();
  const groupsError = restrict && groups.length === 0 ? t('share.dialog.groupsNone') : null;
  const nameError =
    displayName.trim().length > DISPLAY_NAME_MAX ? t('share.dialog.nameTooLong', { max: DISPLAY_NAME_MAX }) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (expiryError || groupsError || nameError) return;
    create.mutate();
  };

  if (create.data) return <ShareCreated link={create.data} onClose={onClose} />;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="share-dialog">
      <Stack gap="md">
        <Text>{share.description}</Text>
        <TextInput
          type="date"
          label={t('share.dialog.expiry')}
          description={t('share.dialog.expiryHint')}
          value={expiry}
          onChange={(e) => setExpiry(e.currentTarget.value)}
          error={submitted ? expiryError : null}
          data-testid="share-expiry"
        />
        <Checkbox
          label={t('share.dialog.restrict')}
          checked={restrict}
          onChange={(e) => setRestrict(e.currentTarget.checked)}
          data-testid="share-restrict"
        />
        {restrict && (
          <Checkbox.Group
            label={t('share.dialog.groups')}
            value={groups}
            onChange={(value) => setGroups(value as ShareFieldGroup[])}
            error={submitted ? groupsError : null}
          >
            <Group gap="md" mt="xs">
              {SHARE_FIELD_GROUPS.map((group) => (
                <Checkbox
                  key={group}
                  value={group}
                  label={t(`share.groups.${group}`)}
                  data-testid={`share-group-${group}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <TextInput
          label={t('share.dialog.displayName')}
          description={t('share.dialog.displayNameHint')}
          value={displayName}
          onChange={(e) => setDisplayName(e.currentTarget.value)}
          error={submitted ? nameError : null}
          data-testid="share-display-name"
        />
        {create.isError && (
          <Alert color="red" role="alert" title={t('share.dialog.failed')}>
            {describeApiError(create.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('share.dialog.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} data-testid="share-create">
            {t('share.dialog.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The created link: its public address, ready to copy. */
function ShareCreated({ link, onClose }: { link: ShareLink; onClose: () => void }) {
  const { t } = useTranslation();
  const url = publicLinkUrl(link.url);
  return (
    <Stack gap="md" data-testid="share-created">
      <Text role="status">{t('share.dialog.created')}</Text>
      <TextInput
        label={t('share.dialog.link')}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        data-testid="share-link-url"
      />
      <Group justify="flex-end">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} data-testid="share-copy">
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>{t('share.dialog.done')}</Button>
      </Group>
    </Stack>
  );
}
