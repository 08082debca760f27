import type { LoggedEvent } from '@app/shared';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowBackUp, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../../../lib/api/describeApiError';
import { runUndo } from '../../../lib/notifications/notifyUndoable';
import { formatActivityTime } from '../../folders/utils/activityTime';
import { activityQuery } from '../queries/activityQuery';
import { activityKind, filterEvents } from '../utils/activityKind';

/** Rows per page: a screenful, and the server keeps the newest 200 events anyway. */
const PAGE_SIZE = 25;

/** The Undo of one event: makes the call it carries, deletes the event, then refreshes whatever it changed. */
function UndoButton({ event }: { event: LoggedEvent }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!event.undo) return null;
  const undo = event.undo;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconArrowBackUp size={14} aria-hidden="true" />}
      aria-label={t('activity.undoLabel', { message: event.message })}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        // An undo can touch folders, searches or the patent list, so every cached list is refreshed.
        await runUndo(
          { message: event.message, logged_event_id: event.id, undo },
          () => void client.invalidateQueries(),
        );
        setBusy(false);
      }}
    >
      {t('activity.undo')}
    </Button>
  );
}

/** /activity: the user's own recent actions, newest first, filterable, paged, with Undo where an event has one. */
export function ActivityScreen() {
  const { t } = useTranslation();
  const activity = useQuery(activityQuery);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const events = activity.data?.events ?? [];
  const shown = useMemo(() => filterEvents(events, filter), [events, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  if (activity.isPending) {
    return (
      <Group gap="sm" py="md" aria-busy="true">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('activity.loading')}</Text>
      </Group>
    );
  }
  if (activity.isError) {
    return (
      <Alert color="red" variant="light" title={t('activity.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{describeApiError(activity.error, t)}</Text>
          <Button size="xs" variant="default" onClick={() => void activity.refetch()}>
            {t('errors.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (events.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="activity-empty">
        <Text>{t('activity.empty')}</Text>
        <Button component={Link} to="/search">
          {t('activity.emptyAction')}
        </Button>
      </Stack>
    );
  }
  const withReferences = events.some((e) => e.client_reference !== null);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <TextInput
          w={320}
          type="search"
          label={t('activity.filter')}
          placeholder={t('activity.filterPlaceholder')}
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Text fz="sm" c="dimmed" pb={8} aria-live="polite">
          {t('activity.shown', { shown: shown.length, count: events.length })}
        </Text>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('activity.noMatch', { text: filter.trim() })}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing={6} aria-label={t('activity.listLabel')} data-testid="activity-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={160}>{t('activity.columns.time')}</Table.Th>
                <Table.Th>{t('activity.columns.action')}</Table.Th>
                {withReferences && <Table.Th w={180}>{t('activity.columns.reference')}</Table.Th>}
                <Table.Th w={110}>
                  <VisuallyHidden>{t('activity.columns.undo')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((event) => (
                <Table.Tr key={event.id} data-event-id={event.id}>
                  <Table.Td fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={event.created_at}>{formatActivityTime(event.created_at)}</time>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Badge variant="default" style={{ flexShrink: 0 }}>
                        {t(`activity.kinds.${activityKind(event.action, event.folder_id)}`)}
                      </Badge>
                      <Text fz="sm">{event.message}</Text>
                    </Group>
                  </Table.Td>
                  {withReferences && <Table.Td fz="sm">{event.client_reference ?? '—'}</Table.Td>}
                  <Table.Td>
                    <UndoButton event={event} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          siblings={2}
          getControlProps={(control) => ({ 'aria-label': t(`activity.pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('activity.pagination.page', { page: item }) })}
        />
      )}
    </Stack>
  );
}
