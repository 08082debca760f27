import type { SearchDoc } from '@app/shared';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResultsAccess } from '../context/resultsAccess';
import { displayDate } from '../utils/displayDate';
import { markedClaims } from '../utils/markedClaims';
import { resultFields } from '../utils/resultFields';
import { shownText } from '../utils/shownText';
import { DetailLine } from './DetailLine';
import { HighlightedText } from './HighlightedText';
import { KeywordSnippets } from './KeywordSnippets';
import { StatusBadge } from './StatusBadge';

/** Props of ResultDocument. */
type ResultDocumentProps = {
  doc: SearchDoc;
  language: string;
  maxSnippets: number;
  /** Heading level of the title: 2 inside the results screen, 2 on the browse screen under its h1. */
  headingOrder?: 2 | 3;
  /** Keywords in context only from these fields (browse shows title, abstract and claims marked in full). */
  snippetFields?: readonly string[];
  /** Whether the number links to the document page; false on share links, which lead nowhere private. */
  documentLink?: boolean;
};

const DATE_FIELDS = ['publicationdate', 'applicationdate', 'earliestprioritydate', 'expectedexpirydate'] as const;

/** One document read in full: bibliography, abstract, keywords in context and the claims, terms marked throughout. */
export function ResultDocument({
  doc,
  language,
  maxSnippets,
  headingOrder = 2,
  snippetFields,
  documentLink = true,
}: ResultDocumentProps) {
  const { t } = useTranslation();
  const { visitor } = useResultsAccess();
  const title = shownText(doc, 'titles', language);
  const abstract = shownText(doc, 'abstracts', language);
  const claims = markedClaims(doc, title?.language ?? abstract?.language ?? null);
  const number = resultFields.number(doc);
  return (
    <Stack gap="sm" data-testid="result-document" data-ucid={doc.ucid}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={headingOrder} fz="lg" lang={title?.language ?? undefined} data-testid="document-title">
          {title ? <HighlightedText text={title.text} highlights={title.highlights} /> : t('results.noTitle')}
        </Title>
        <StatusBadge status={doc.status} />
      </Group>
      <Group gap="md">
        <Text fw={600} ff="monospace" data-testid="document-number">
          {number}
        </Text>
        {documentLink && !visitor && (
          <Anchor component={Link} to={`/patent/${encodeURIComponent(doc.ucid)}`} fz="sm">
            {t('results.split.open')}
          </Anchor>
        )}
      </Group>
      <Stack gap={2} aria-label={t('results.browse.bibliography')} role="group">
        {DATE_FIELDS.map((field) => (
          <DetailLine key={field} label={t(`results.fields.${field}`)}>
            {displayDate(doc[field])}
          </DetailLine>
        ))}
        <DetailLine label={t('results.fields.applicationnumber')}>{String(doc.applicationnumber ?? '')}</DetailLine>
        <DetailLine label={t('results.fields.assignees')}>{resultFields.assignees(doc).join('; ')}</DetailLine>
        <DetailLine label={t('results.fields.inventors')}>
          {resultFields.names(doc, 'inventors_name_normalized').join('; ')}
        </DetailLine>
        <DetailLine label={t('results.fields.agents')}>
          {resultFields.names(doc, 'agents_name_normalized').join('; ')}
        </DetailLine>
        <DetailLine label={t('results.fields.cpc')}>{resultFields.codes(doc, 'cpc').join('; ')}</DetailLine>
        <DetailLine label={t('results.fields.ipc')}>{resultFields.codes(doc, 'ipc').join('; ')}</DetailLine>
      </Stack>
      {abstract && (
        <section aria-label={t('results.fields.abstract')}>
          <Title order={(headingOrder + 1) as 3 | 4} fz="sm" mb={4}>
            {t('results.fields.abstract')}
          </Title>
          <Text fz="sm" lang={abstract.language ?? undefined} data-testid="document-abstract">
            <HighlightedText text={abstract.text} highlights={abstract.highlights} />
          </Text>
        </section>
      )}
      <KeywordSnippets doc={doc} max={maxSnippets} only={snippetFields} />
      {claims.length > 0 && (
        <section aria-label={t('results.fields.claims')}>
          <Title order={(headingOrder + 1) as 3 | 4} fz="sm" mb={4}>
            {t('results.fields.claims')}
          </Title>
          <ol className="claim-list" data-testid="document-claims">
            {claims.map((claim) => (
              <Text component="li" fz="sm" key={claim.num} data-dependent={!claim.independent}>
                <Text span inherit fw={600}>
                  {claim.num}.
                </Text>{' '}
                <HighlightedText text={claim.text} highlights={claim.highlights} />
              </Text>
            ))}
          </ol>
        </section>
      )}
    </Stack>
  );
}
