import { Box, Button, Group, Kbd, Text } from '@mantine/core';
import { type RefObject, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ParsedQueryView } from '../../queryEditor/components/ParsedQueryView';
import { PasteFromOtherToolButton } from '../../queryEditor/components/PasteFromOtherTool';
import { QueryEditor } from '../../queryEditor/components/QueryEditor';
import { innermostEmpty, useClauseCounts } from '../../queryEditor/hooks/useClauseCounts';
import type { QueryEditorHandle } from '../../queryEditor/types/QueryEditorHandle';

/** Props of CommandLineSearch. */
type CommandLineSearchProps = {
  query: string;
  onQueryChange: (query: string) => void;
  onSubmit: () => void;
  pending: boolean;
  editorRef: RefObject<QueryEditorHandle | null>;
};

/** The command line: the query editor, its keyboard hints and the Search button. */
export function CommandLineSearch({ query, onQueryChange, onSubmit, pending, editorRef }: CommandLineSearchProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const { counts, counting } = useClauseCounts(query);
  // Clauses that match nothing are underlined in the editor itself, before the user runs the search.
  useEffect(() => {
    if (!counts) return;
    editorRef.current?.markEmptyClauses(counts.query, innermostEmpty(counts.clauses));
  }, [counts, editorRef]);
  const hintId = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Text component="div" id={labelId} fw={600} size="sm" mb={4} display="block">
        {t('search.queryLabel')}
      </Text>
      <QueryEditor
        ref={editorRef}
        value={query}
        onChange={onQueryChange}
        onSubmit={onSubmit}
        labelId={labelId}
        describedById={hintId}
        placeholder={t('search.placeholder')}
      />
      <Group justify="space-between" align="center" mt="sm" wrap="wrap">
        <Text id={hintId} size="sm" c="dimmed">
          <Kbd>Ctrl</Kbd>+<Kbd>Enter</Kbd> {t('search.hintRun')} · <Kbd>Ctrl</Kbd>+<Kbd>Space</Kbd>{' '}
          {t('search.hintComplete')}
        </Text>
        <Group gap="sm">
          <PasteFromOtherToolButton
            onUse={(translated) => {
              onQueryChange(translated);
              editorRef.current?.focus();
            }}
          />
          <Button type="submit" loading={pending}>
            {t('search.run')}
          </Button>
        </Group>
      </Group>
      <Box mt="sm">
        <ParsedQueryView query={query} counts={counts} counting={counting} />
      </Box>
    </form>
  );
}
