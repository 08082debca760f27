import {
  EXPORT_FIELD_GROUPS,
  EXPORT_FORMAT_LABELS,
  EXPORT_FORMATS,
  type Export,
  type ExportFormat,
  type ExportGrouping,
  type ExportSort,
  type ExportSource,
  type User,
} from '@app/shared';
import { Alert, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { currentUserQuery } from '../../session/queries/currentUserQuery';
import { exportsApi } from '../api/exportsApi';
import { EXPORTS_KEY } from '../queries/exportQueries';
import { choicesFromPreference, fieldsToSend } from '../utils/exportFieldChoices';
import { exportPath, PENDING_EXPORT_PATH } from '../utils/exportPaths';
import { FieldGroupChooser } from './FieldGroupChooser';
import '../exports.css';

/** Props of ExportDialog. */
export type ExportDialogProps = {
  source: ExportSource;
  /** What is exported, for people ("All 120 results of search 3"). */
  description: string;
  /** Closes the dialog (after a successful start, or on Cancel). */
  onClose: () => void;
};

/** Whether the router has reached the pending screen (read when the server answers, not when the dialog rendered). */
function onPendingScreen(): boolean {
  return window.location.pathname === PENDING_EXPORT_PATH;
}

/** Problems shown in the dialog: under the format, under the fields, and the rest above the buttons. */
type Problems = { format?: string; fields?: string; general?: string };

const SORT_KEYS = {
  relevance: 'exports.dialog.sortRelevance',
  publication_date_desc: 'exports.dialog.sortPublicationDateDesc',
  publication_date_asc: 'exports.dialog.sortPublicationDateAsc',
  publication_number: 'exports.dialog.sortPublicationNumber',
} as const satisfies Record<ExportSort, string>;

/** A 422 answer's messages, sorted to the part of the dialog they concern; anything else is said above the buttons. */
function problemsOf(error: unknown, fallback: string): Problems {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return { general: fallback };
  const { format, fields, ...rest } = error.fields;
  const others = Object.values(rest).flat();
  return {
    ...(format ? { format: format.join(' ') } : {}),
    ...(fields ? { fields: fields.join(' ') } : {}),
    ...(others.length > 0 ? { general: others.join(' ') } : {}),
  };
}

/**
 * The export dialog (issue 17): format, the fields of each SPEC §3 group, rows per publication or per family, and
 * order. It starts from the user's last choices (`export_options`). Starting shows `/search/exports/pending` behind
 * the dialog while the server queues the job, then the export's own page; a refusal (a field the format cannot
 * hold, the organisation's cap) brings the user back with the server's message in the dialog.
 */
export function ExportDialog({ source, description, onClose }: ExportDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const [initial] = useState(() => choicesFromPreference(user?.preferences.export_options));
  const [format, setFormat] = useState<ExportFormat>(initial.format);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(initial.fields));
  const [grouping, setGrouping] = useState<ExportGrouping>(initial.grouping);
  const [sort, setSort] = useState<ExportSort>('relevance');
  const [problems, setProblems] = useState<Problems>({});
  /** Where the dialog was opened, to come back to when the server refuses the export. */
  const origin = useRef('');

  const start = useMutation({
    mutationFn: (fields: string[]) => exportsApi.create({ source, format, fields, grouping, sort }),
    onSuccess: (created: Export) => {
      rememberChoices();
      void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
      queryClient.setQueryData([...EXPORTS_KEY, 'one', created.id], created);
      onClose();
      // The pending screen gives way to the export's own (replaced, so Back returns to where the export began). A
      // lazily loaded screen may not have been shown yet when the server answers: then there is nothing to replace.
      navigate(exportPath(created.id), { replace: onPendingScreen(), state: { startedHere: true } });
    },
    onError: (error) => {
      // Back to where the dialog was opened, which is still open over it, with the server's reasons.
      navigate(origin.current, { replace: true });
      setProblems(problemsOf(error, describeApiError(error, t)));
    },
  });

  /** What was chosen becomes the next export's start; a failure to remember it does not stop this export. */
  function rememberChoices() {
    const value = { format, fields: [...selected], grouping };
    exportsApi
      .saveChoices(value)
      .then((saved) =>
        queryClient.setQueryData<User | null>(currentUserQuery.queryKey, (current) =>
          current ? { ...current, preferences: { ...current.preferences, export_options: saved.value } } : current,
        ),
      )
      .catch(() => undefined);
  }

  function submit() {
    if (start.isPending) return;
    const fields = fieldsToSend(selected, format, source.type);
    if (fields.length === 0) {
      setProblems({ fields: t('exports.dialog.chooseField') });
      return;
    }
    setProblems({});
    origin.current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    navigate(PENDING_EXPORT_PATH);
    start.mutate(fields);
  }

  // Enter on a checkbox or radio submits too, as it does in a text field: the dialog is all boxes.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(target.type)) {
      event.preventDefault();
      submit();
    }
  }

  const busy = start.isPending;
  return (
    <form
      noValidate
      aria-busy={busy}
      data-testid="export-dialog"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">
          <Text span fw={600}>
            {t('exports.dialog.source')}:
          </Text>{' '}
          <span data-testid="export-source">{description}</span>
        </Text>
        <Radio.Group
          label={t('exports.dialog.format')}
          value={format}
          onChange={(value) => setFormat(value as ExportFormat)}
          error={problems.format}
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" pt={6}>
            {EXPORT_FORMATS.map((f) => (
              <Radio
                key={f}
                value={f}
                label={EXPORT_FORMAT_LABELS[f]}
                disabled={busy}
                data-autofocus={f === format || undefined}
              />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <fieldset className="export-fields">
          <Text component="legend" fw={500} fz="sm">
            {t('exports.dialog.fields')}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('exports.dialog.fieldsHint')}
          </Text>
          {problems.fields && (
            <Text fz="sm" c="red.8" role="alert" data-testid="export-fields-error">
              {problems.fields}
            </Text>
          )}
          <div className="export-field-groups">
            {EXPORT_FIELD_GROUPS.map((group) => (
              <FieldGroupChooser
                key={group}
                group={group}
                selected={selected}
                format={format}
                sourceType={source.type}
                disabled={busy}
                onChange={(next) => {
                  setSelected(next);
                  if (problems.fields) setProblems((p) => ({ ...p, fields: undefined }));
                }}
              />
            ))}
          </div>
        </fieldset>
        <Group align="flex-start" gap="xl">
          <Radio.Group
            label={t('exports.dialog.grouping')}
            value={grouping}
            onChange={(value) => setGrouping(value as ExportGrouping)}
          >
            <Group gap="md" pt={6}>
              <Radio value="publications" label={t('exports.dialog.groupingPublications')} disabled={busy} />
              <Radio value="families" label={t('exports.dialog.groupingFamilies')} disabled={busy} />
            </Group>
          </Radio.Group>
          <NativeSelect
            label={t('exports.dialog.sort')}
            value={sort}
            disabled={busy}
            onChange={(event) => setSort(event.currentTarget.value as ExportSort)}
            data={Object.entries(SORT_KEYS).map(([value, key]) => ({ value, label: t(key) }))}
          />
        </Group>
        {problems.general && (
          <Alert color="red" variant="light" title={t('exports.dialog.failed')} data-testid="export-dialog-problem">
            {problems.general}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs" className="export-dialog-actions">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('exports.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
