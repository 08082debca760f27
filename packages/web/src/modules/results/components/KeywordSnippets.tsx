import type { SearchDoc } from '@app/shared';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { keywordSnippets } from '../utils/keywordSnippets';
import { HighlightedText } from './HighlightedText';

const KNOWN_FIELDS = ['claims', 'firstclaims', 'independentclaims', 'abstracts', 'descriptions', 'titles'] as const;

/** Keywords in context: the marked passages of a result, each with the field it comes from. */
export function KeywordSnippets({ doc, max, only }: { doc: SearchDoc; max: number; only?: readonly string[] }) {
  const { t } = useTranslation();
  const snippets = keywordSnippets(doc, max, only);
  if (snippets.length === 0) return null;
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('results.kwic.label')}>
      {snippets.map((snippet, i) => {
        const field = KNOWN_FIELDS.find((f) => f === snippet.field);
        return (
          // Snippets have no identity of their own; their order is fixed for one answer.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Text component="li" key={i} className="result-snippet" data-testid="kwic-snippet">
            {field && (
              <Text span fw={600} fz="xs" c="dimmed" mr={6}>
                {t(`results.kwic.${field}`)}
              </Text>
            )}
            …<HighlightedText text={snippet.text} highlights={snippet.highlights} />…
          </Text>
        );
      })}
    </Box>
  );
}
