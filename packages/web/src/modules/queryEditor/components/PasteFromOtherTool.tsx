import {
  detectVendor,
  type NoteSeverity,
  type Translation,
  type TranslationNote,
  translateQuery,
  VENDORS,
  type Vendor,
} from '@app/query';
import {
  Alert,
  Badge,
  Box,
  Button,
  Code,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconClipboardText } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modals/openModal';

// Dark text on a light ground of the severity's colour: readable (contrast) and told apart at a glance.
const SEVERITY_COLOR: Record<NoteSeverity, string> = { exact: 'green', approximate: 'yellow', none: 'red' };

/** Props of PasteFromOtherToolButton. */
type PasteFromOtherToolButtonProps = {
  /** Puts the translated query in the editor. */
  onUse: (query: string) => void;
};

/** "Paste a query from another tool": opens the translation dialog beside the command-line editor. */
export function PasteFromOtherToolButton({ onUse }: PasteFromOtherToolButtonProps) {
  const { t } = useTranslation();
  const open = () => {
    const id = openModal({
      title: t('search.paste.title'),
      size: 'lg',
      children: (
        <PasteFromOtherToolDialog
          onUse={(query) => {
            modals.close(id);
            onUse(query);
          }}
          onCancel={() => modals.close(id)}
        />
      ),
    });
  };
  return (
    <Button
      type="button"
      variant="default"
      leftSection={<IconClipboardText size={16} aria-hidden="true" />}
      onClick={open}
      data-testid="paste-from-other-tool"
    >
      {t('search.paste.open')}
    </Button>
  );
}

type Outcome = { kind: 'empty' } | { kind: 'done'; translation: Translation } | { kind: 'failed' };

function translate(text: string, vendor: Vendor): Outcome {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    return { kind: 'done', translation: translateQuery(text, vendor) };
  } catch {
    // The translators answer every text with notes; this guards the dialog should one ever fail.
    return { kind: 'failed' };
  }
}

/** The dialog: the pasted text, its syntax (detected, can be changed), our query and what became of each part. */
export function PasteFromOtherToolDialog({
  onUse,
  onCancel,
}: {
  onUse: (query: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Vendor | 'auto'>('auto');
  const detected = useMemo(() => detectVendor(text), [text]);
  const vendor = chosen === 'auto' ? detected : chosen;
  const outcome = useMemo(() => translate(text, vendor), [text, vendor]);
  const resultId = useId();
  const usable =
    outcome.kind === 'done' && outcome.translation.query !== '' && outcome.translation.problems.length === 0;
  const use = () => {
    if (usable) onUse(outcome.translation.query);
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={t('search.paste.sourceLabel')}
        description={t('search.paste.sourceHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            use();
          }
        }}
        autosize
        minRows={3}
        maxRows={10}
        data-autofocus
        data-testid="paste-source"
        spellCheck={false}
      />
      <NativeSelect
        label={t('search.paste.vendorLabel')}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value as Vendor | 'auto')}
        data={[
          { value: 'auto', label: t('search.paste.vendorAuto', { vendor: t(`search.paste.vendors.${detected}`) }) },
          ...VENDORS.map((value) => ({ value, label: t(`search.paste.vendors.${value}`) })),
        ]}
        data-testid="paste-vendor"
      />
      <Box aria-live="polite" id={resultId}>
        {outcome.kind === 'empty' && (
          <Text size="sm" c="dimmed" data-testid="paste-empty">
            {t('search.paste.empty')}
          </Text>
        )}
        {outcome.kind === 'failed' && (
          <Alert color="red" variant="light" title={t('search.paste.failedTitle')} data-testid="paste-error">
            {t('search.paste.failed')}
          </Alert>
        )}
        {outcome.kind === 'done' && <TranslationView translation={outcome.translation} />}
      </Box>
      <Group justify="flex-end" gap="sm">
        <Button type="button" variant="default" onClick={onCancel}>
          {t('search.paste.cancel')}
        </Button>
        <Button type="button" onClick={use} disabled={!usable} aria-describedby={resultId} data-testid="paste-use">
          {t('search.paste.use')}
        </Button>
      </Group>
    </Stack>
  );
}

function TranslationView({ translation }: { translation: Translation }) {
  const { t } = useTranslation();
  const { query, notes, problems } = translation;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('search.paste.resultLabel')}
      </Text>
      {query === '' ? (
        <Alert color="red" variant="light" data-testid="paste-error">
          {t('search.paste.nothing')}
        </Alert>
      ) : (
        <Code block data-testid="paste-result">
          {query}
        </Code>
      )}
      {problems.length > 0 && (
        <Alert color="red" variant="light" title={t('search.paste.problemsTitle')} data-testid="paste-error">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={`${problem.code}-${problem.span.start}`}>{problem.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {notes.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="xs">
            {t('search.paste.notesLabel')}
          </Text>
          <List
            listStyleType="none"
            spacing={6}
            size="sm"
            aria-label={t('search.paste.notesLabel')}
            data-testid="paste-notes"
          >
            {notes.map((note) => (
              <NoteItem key={`${note.span.start}-${note.span.end}-${note.result}-${note.severity}`} note={note} />
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

function NoteItem({ note }: { note: TranslationNote }) {
  const { t } = useTranslation();
  return (
    <List.Item data-severity={note.severity} data-testid="paste-note">
      <Group gap={6} wrap="wrap" align="center">
        <Badge color={SEVERITY_COLOR[note.severity]} variant="light" c="dark.9" size="sm">
          {t(`search.paste.severity.${note.severity}`)}
        </Badge>
        <Code>{note.source}</Code>
        <Text span size="sm" aria-hidden="true">
          →
        </Text>
        <VisuallyHidden>{t('search.paste.became')}</VisuallyHidden>
        {note.result === '' ? (
          <Text span size="sm" fs="italic">
            {t('search.paste.leftOut')}
          </Text>
        ) : (
          <Code>{note.result}</Code>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt={2}>
        {note.reason}
      </Text>
    </List.Item>
  );
}
