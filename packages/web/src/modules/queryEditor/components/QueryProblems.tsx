import { List, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorProblem } from '../types/EditorProblem';
import { lineColumn } from '../utils/lineColumn';

/** Props of QueryProblems. */
type QueryProblemsProps = {
  problems: readonly EditorProblem[];
  /** The query the problems are about, to name their line and column. */
  text: string;
  /** Moves the cursor to the problem. */
  onSelect: (problem: EditorProblem) => void;
};

/**
 * The editor's problems as text: the marks in the editor are visual only, so each problem is also listed here
 * with its position, and choosing one puts the cursor on it.
 */
export function QueryProblems({ problems, text, onSelect }: QueryProblemsProps) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  const multiline = text.includes('\n');
  return (
    <List
      aria-label={t('queryEditor.problems')}
      listStyleType="none"
      spacing={2}
      mt={6}
      size="sm"
      data-testid="query-problems"
    >
      {problems.map((problem) => {
        const { line, column } = lineColumn(text, problem.from);
        const where = multiline ? t('queryEditor.lineColumn', { line, column }) : t('queryEditor.column', { column });
        return (
          <List.Item key={`${problem.from}-${problem.to}-${problem.message}`}>
            <UnstyledButton onClick={() => onSelect(problem)} fz="sm" className="query-problem">
              <Text span fw={700} fz="sm" c="red.9">
                {where}:
              </Text>{' '}
              {problem.message}
            </UnstyledButton>
          </List.Item>
        );
      })}
    </List>
  );
}
