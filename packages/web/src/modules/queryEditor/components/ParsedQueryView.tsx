import { type ParsedViewNode, parse, parsedView } from '@app/query';
import { Badge, Box, Code, Collapse, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClauseCounts, countsBySpan, expansionsBySpan, type TruncationWords } from '../hooks/useClauseCounts';

/** Props of ParsedQueryView. */
type ParsedQueryViewProps = {
  query: string;
  /** Open at first (the results page shows it folded, the editor open). */
  initiallyOpen?: boolean;
  /** Each clause's hit count, when known for this very text (the editor counts while the user types). */
  counts?: ClauseCounts | null;
  /** A count for newer text is on its way. */
  counting?: boolean;
  /** The fold button's accessible name where several views share a screen (the history names its search). */
  toggleLabel?: string;
};

/**
 * The query as we read it: every operator's grouping in parentheses, then the parts as an indented tree, each with
 * what it means in words ("at most 3 words apart, in either order", "cell, cells, cellular…"). A searcher checks it
 * against what they meant before trusting a count. Nothing shows while the query is empty or has errors (the
 * editor marks those). Typing stays fast: the view follows a deferred copy of the text.
 */
export function ParsedQueryView({
  query,
  initiallyOpen = true,
  counts = null,
  counting = false,
  toggleLabel,
}: ParsedQueryViewProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = useId();
  const deferred = useDeferredValue(query);
  const view = useMemo(() => {
    const { ast, diagnostics } = parse(deferred);
    return ast !== null && diagnostics.length === 0 ? parsedView(ast) : null;
  }, [deferred]);
  const bySpan = useMemo(() => (counts ? countsBySpan(counts.clauses) : null), [counts]);
  const wordsBySpan = useMemo(() => (counts ? expansionsBySpan(counts.clauses) : null), [counts]);
  if (view === null) return null;
  return (
    <Box data-testid="parsed-view">
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={regionId}
        aria-label={toggleLabel}
      >
        <Group gap={4}>
          {open ? <IconChevronDown size={14} aria-hidden="true" /> : <IconChevronRight size={14} aria-hidden="true" />}
          <Text size="sm" fw={600}>
            {t('search.parsedView.title')}
          </Text>
        </Group>
      </UnstyledButton>
      {counting && (
        <Loader
          size={12}
          ml="xs"
          role="status"
          aria-label={t('search.parsedView.counting')}
          data-testid="clause-counting"
        />
      )}
      <Collapse expanded={open}>
        <Stack gap={6} mt={6} id={regionId}>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="parsed-view-grouping">
            {view.parenthesised}
          </Code>
          <Box component="ul" aria-label={t('search.parsedView.tree')} m={0} p={0} style={{ listStyle: 'none' }}>
            <ViewNode node={view.tree} counts={bySpan} words={wordsBySpan} />
          </Box>
        </Stack>
      </Collapse>
    </Box>
  );
}

type ViewNodeProps = {
  node: ParsedViewNode;
  counts: Map<string, number> | null;
  words: Map<string, TruncationWords> | null;
};

function ViewNode({ node, counts, words }: ViewNodeProps) {
  const { t } = useTranslation();
  const span = `${node.span.start}:${node.span.end}`;
  const count = counts?.get(span);
  const expansion = words?.get(span);
  return (
    <li data-kind={node.kind}>
      <Text size="sm" component="span" ff="monospace" fw={600}>
        {node.label}
      </Text>
      {count !== undefined && (
        <Badge
          size="sm"
          ml={6}
          variant="light"
          color={count === 0 ? 'red' : 'gray'}
          data-testid="clause-count"
          data-count={count}
        >
          {count === 0
            ? t('search.parsedView.none')
            : t('search.parsedView.hits', { count, shown: count.toLocaleString('en') })}
        </Badge>
      )}
      {node.detail && (
        <Text size="sm" component="span" c="dimmed">
          {' '}
          — {node.detail}
        </Text>
      )}
      {expansion && <TruncationMeaning label={node.label} expansion={expansion} />}
      {node.children.length > 0 && (
        <Box
          component="ul"
          m={0}
          pl="md"
          style={{ listStyle: 'none', borderLeft: '1px solid var(--mantine-color-gray-3)' }}
        >
          {node.children.map((child) => (
            <ViewNode
              key={`${child.span.start}-${child.span.end}-${child.kind}`}
              node={child}
              counts={counts}
              words={words}
            />
          ))}
        </Box>
      )}
    </li>
  );
}

/** "colo?r means color or colour": the words of this index a truncation stands for, the commonest first. */
function TruncationMeaning({ label, expansion }: { label: string; expansion: TruncationWords }) {
  const { t } = useTranslation();
  const more = expansion.total - expansion.words.length;
  const listed = new Intl.ListFormat('en', { type: more > 0 ? 'unit' : 'disjunction' }).format(expansion.words);
  return (
    <Text size="sm" c="dimmed" pl="md" data-testid="truncation-words" data-total={expansion.total}>
      {expansion.total === 0
        ? t('search.parsedView.noWords', { label })
        : more > 0
          ? t('search.parsedView.meansMore', { label, words: listed, count: more, more: more.toLocaleString('en') })
          : t('search.parsedView.means', { label, words: listed })}
    </Text>
  );
}
