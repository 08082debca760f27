import type { ExplainResponse, ExplanationNode } from '@app/shared';
import {
  Alert,
  Badge,
  Box,
  Button,
  Code,
  Collapse,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { explainQuery } from '../queries/explainQuery';
import { type ClauseName, clauseName, positionsText, readingsBySpan, scoreText } from '../utils/clauseText';

/** White on Mantine's darkest green is only 4.4:1; this deeper green gives 6.3:1 (as the status badge does). */
const MATCHED_GREEN = '#1d6b2f';

/** Props of WhyMatched. */
type WhyMatchedProps = {
  ucid: string;
  /** The saved search the document was opened from; null when it was opened without one. */
  search: number | null;
  /** Open at first (otherwise the explanation is asked for when the reader opens it). */
  initiallyOpen?: boolean;
};

/**
 * "Why this matched": for the search the document was opened from, the query's clauses as a tree with whether each
 * matched, where (field, words and their word positions, proximity pairs), and the parts of the score, which add up
 * to the score the search gave. Asked for only once opened.
 */
export function WhyMatched({ ucid, search, initiallyOpen = false }: WhyMatchedProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('explain.title')} data-testid="why-matched">
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={regionId}
        leftSection={
          open ? <IconChevronDown size={14} aria-hidden="true" /> : <IconChevronRight size={14} aria-hidden="true" />
        }
      >
        {t('explain.title')}
      </Button>
      <Collapse expanded={open}>
        <div id={regionId}>
          {open && (
            <Box pt="xs">
              {search === null ? (
                <Text size="sm" c="dimmed" data-testid="why-matched-empty">
                  {t('explain.noSearch')}
                </Text>
              ) : (
                <Explanation ucid={ucid} search={search} />
              )}
            </Box>
          )}
        </div>
      </Collapse>
    </Paper>
  );
}

function Explanation({ ucid, search }: { ucid: string; search: number }) {
  const { t } = useTranslation();
  const answer = useQuery(explainQuery(search, ucid));
  if (answer.isPending) {
    return (
      <Group gap="xs" role="status" aria-label={t('explain.loading')}>
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">{t('explain.loading')}</Text>
      </Group>
    );
  }
  if (answer.isError) {
    const error = answer.error;
    return (
      <Alert color="red" title={t('explain.error')} data-testid="why-matched-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error instanceof ApiError ? error.message : t('explain.errorUnknown')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void answer.refetch()}>
            {t('explain.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <ExplanationView data={answer.data} />;
}

function ExplanationView({ data }: { data: ExplainResponse }) {
  const { t } = useTranslation();
  const readings = useMemo(() => readingsBySpan(data.query), [data.query]);
  const name = (clause: { start: number | null; end: number | null; description: string }) =>
    clauseName(data.query, readings, clause);
  return (
    <Stack gap="sm" data-testid="why-matched-result" data-matches={data.matches}>
      <Text size="sm">
        {t('explain.forSearch', { index: data.query_index })} <Code>{data.query}</Code>
      </Text>
      {!data.matches && (
        <Alert color="yellow" title={t('explain.noMatch')} data-testid="why-not-matched">
          <Stack gap={4}>
            {data.failed.map((clause) => (
              <Text size="sm" key={`${clause.start}:${clause.end}:${clause.description}`}>
                {t(clause.excluded ? 'explain.failedExcluded' : 'explain.failedMissing')}{' '}
                <ClauseLabel name={name(clause)} />
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Title order={3} size="h5">
        {t('explain.clauses')}
      </Title>
      <ul className="why-tree" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }} data-testid="why-tree">
        <ClauseItem node={data.explanation} name={name} />
      </ul>
      {data.matches && <ScoreTable data={data} name={name} />}
    </Stack>
  );
}

function ClauseLabel({ name }: { name: ClauseName }) {
  return (
    <>
      <Code>{name.text}</Code>
      {name.reading && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({name.reading})
        </Text>
      )}
    </>
  );
}

type Namer = (clause: { start: number | null; end: number | null; description: string }) => ClauseName;

/** One line of the tree: the clause, matched or not, its part of the score; a field's words and pairs below it. */
function ClauseItem({ node, name }: { node: ExplanationNode; name: Namer }) {
  const { t } = useTranslation();
  if (node.field !== null) return <FieldItem node={node} />;
  // A text clause over one field has no operator of its own: its fields are its lines.
  return (
    <li data-testid="why-clause" data-matched={node.matched} style={{ paddingLeft: 0 }}>
      <Group gap="xs" wrap="wrap">
        <Badge size="sm" radius="sm" color={node.matched ? MATCHED_GREEN : 'gray.8'} variant="filled">
          {t(node.matched ? 'explain.matched' : 'explain.notMatched')}
        </Badge>
        {node.start !== null ? (
          <ClauseLabel name={name(node)} />
        ) : (
          <Text size="sm" fw={600}>
            {node.description}
          </Text>
        )}
        {node.text && node.matched && (
          <Text size="xs" c="dimmed">
            {t('explain.scores', { value: scoreText(node.value) })}
          </Text>
        )}
      </Group>
      {node.details.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 'var(--mantine-spacing-lg)', listStyle: 'none' }}>
          {node.details.map((detail, i) =>
            detail.field !== null || detail.matched || !node.text ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a clause may be named twice (a shared #n), in order
              <ClauseItem key={i} node={detail} name={name} />
            ) : null,
          )}
        </ul>
      )}
    </li>
  );
}

/** Where a clause matched in one field: each word with its positions, and a proximity's pairs. */
function FieldItem({ node }: { node: ExplanationNode }) {
  const { t } = useTranslation();
  return (
    <li data-testid="why-field" data-field={node.field}>
      <Text size="sm">
        <Text span fw={600}>
          {t('explain.inField', { field: node.field })}
        </Text>{' '}
        {node.words.map((word, i) => {
          const { shown, more } = positionsText(word.positions, word.count);
          return (
            <Text span key={word.term} data-testid="why-word" data-term={word.term}>
              {i > 0 && '; '}
              <Text span ff="monospace" fw={600}>
                {word.term}
              </Text>{' '}
              {t('explain.atPositions', { positions: shown })}
              {more > 0 && ` ${t('explain.morePositions', { count: more })}`}
            </Text>
          );
        })}
      </Text>
      {node.pairs.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="why-pairs">
          {t('explain.pairs', { count: node.pairCount })}{' '}
          {node.pairs
            .slice(0, 8)
            .map((pair) => `${span(pair.left)} ↔ ${span(pair.right)}`)
            .join(', ')}
          {node.pairCount > 8 && ` ${t('explain.morePairs', { count: node.pairCount - 8 })}`}
        </Text>
      )}
    </li>
  );
}

function span([first, last]: readonly [number, number]): string {
  return first === last ? String(first) : `${first}–${last}`;
}

/** The score's parts for ranking, in the order the score adds them, and their total: the document's score. */
function ScoreTable({ data, name }: { data: ExplainResponse; name: Namer }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Title order={3} size="h5">
        {t('explain.scoreTitle')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('explain.scoreNote')}
      </Text>
      <Table withTableBorder striped data-testid="why-score" captionSide="bottom" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('explain.part')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('explain.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.parts.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={2}>{t('explain.noParts')}</Table.Td>
            </Table.Tr>
          )}
          {data.parts.map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same clause may add twice (a shared #n), in order
            <Table.Tr key={i} data-testid="why-part">
              <Table.Td>
                <ClauseLabel name={name(part)} />
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }} ff="monospace" data-value={part.value}>
                {scoreText(part.value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('explain.total')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }} ff="monospace" data-testid="why-total" data-value={data.score}>
              {scoreText(data.score)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}
