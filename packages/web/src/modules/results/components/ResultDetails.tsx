import type { GroupingMethod, ListDisplayOption, SearchDoc } from '@app/shared';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../utils/displayDate';
import { type ClassificationScheme, resultFields } from '../utils/resultFields';
import { shownText } from '../utils/shownText';
import { DetailLine } from './DetailLine';
import { HighlightedText } from './HighlightedText';
import { KeywordSnippets } from './KeywordSnippets';
import { ResultDates } from './ResultDates';
import { ResultFamilyActions } from './ResultFamilyActions';

/** Props of ResultDetails. */
type ResultDetailsProps = {
  doc: SearchDoc;
  options: readonly ListDisplayOption[];
  grouping: GroupingMethod;
  language: string;
  maxSnippets: number;
};

const SCHEMES: ClassificationScheme[] = ['cpc', 'ipc', 'usclass', 'locarno', 'jpfi', 'jpft'];
const NAME_FIELDS = [
  ['ultimateowner', 'ultimate_owner'],
  ['inventors', 'inventors_name_normalized'],
  ['agents', 'agents_name_normalized'],
  ['examiners', 'examiners'],
] as const;

function list(values: readonly string[], max = 6): string {
  return values.length > max ? `${values.slice(0, max).join('; ')} …` : values.join('; ');
}

/** The parts of a result the user chose in the list display options (SPEC §3 List display options), in order. */
export function ResultDetails({ doc, options, grouping, language, maxSnippets }: ResultDetailsProps) {
  const { t } = useTranslation();
  const on = (option: ListDisplayOption) => options.includes(option);
  const abstract = on('abstract') ? shownText(doc, 'abstracts', language) : null;
  const firstClaim = on('claims') ? shownText(doc, 'firstclaims', language) : null;
  const family = resultFields.family(doc, 'simple');
  const claims = resultFields.claims(doc, shownText(doc, 'titles', language)?.language ?? 'en').length;
  return (
    <Stack gap={4}>
      {on('dates') && <ResultDates doc={doc} withExpiry={on('expiry')} />}
      {!on('dates') && on('expiry') && (
        <DetailLine label={t('results.fields.expectedexpirydate')}>{displayDate(doc.expectedexpirydate)}</DetailLine>
      )}
      {on('applicationnumber') && (
        <DetailLine label={t('results.fields.applicationnumber')}>{String(doc.applicationnumber ?? '')}</DetailLine>
      )}
      {on('prioritycountry') && (
        <DetailLine label={t('results.fields.prioritycountry')}>{String(doc.earliestprioritycountry ?? '')}</DetailLine>
      )}
      {on('assignees') && (
        <DetailLine label={t('results.fields.assignees')} testId="result-assignees">
          {list(resultFields.assignees(doc))}
        </DetailLine>
      )}
      {NAME_FIELDS.filter(([option]) => on(option)).map(([option, field]) => (
        <DetailLine key={option} label={t(`results.fields.${option}`)} testId={`result-${option}`}>
          {list(resultFields.names(doc, field))}
        </DetailLine>
      ))}
      {on('mainclassifications') && (
        <DetailLine label={t('results.fields.mainclassifications')}>{list(resultFields.mainCodes(doc))}</DetailLine>
      )}
      {SCHEMES.filter((scheme) => on(scheme)).map((scheme) => (
        <DetailLine key={scheme} label={t(`results.fields.${scheme}`)} testId={`result-${scheme}`}>
          {list(resultFields.codes(doc, scheme), 8)}
        </DetailLine>
      ))}
      {on('family_simple') && <DetailLine label={t('results.fields.family_simple')}>{list(family, 8)}</DetailLine>}
      {on('family_extended') && (
        <DetailLine label={t('results.fields.family_extended')}>
          {list(resultFields.family(doc, 'extended'), 8)}
        </DetailLine>
      )}
      {on('family_applications') && (
        <DetailLine label={t('results.fields.family_applications')}>
          {list(resultFields.familyApplications(doc), 8)}
        </DetailLine>
      )}
      {on('family_dynamic') && (
        <DetailLine
          label={t('results.fields.family_dynamic', { grouping: t(`results.toolbar.groupings.${grouping}`) })}
          testId="result-family-dynamic"
        >
          {list(resultFields.dynamicFamily(doc, grouping), 8)}
        </DetailLine>
      )}
      {on('seps') && (
        <DetailLine label={t('results.fields.seps')}>{list(resultFields.sepOrganizations(doc))}</DetailLine>
      )}
      {on('fda') && resultFields.flag(doc, 'fdaexists') && (
        <DetailLine label={t('results.fields.fda')}>{t('results.yes')}</DetailLine>
      )}
      {on('counts') && (
        <Text fz="sm" c="dimmed">
          {[
            claims > 0 ? t('results.counts.claims', { count: claims }) : null,
            family.length > 0 ? t('results.counts.family', { count: family.length }) : null,
            t('results.counts.citedBy', { count: resultFields.citedByCount(doc) }),
            t('results.counts.cites', { count: resultFields.citesCount(doc) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {abstract && (
        <Text fz="sm" className="result-clamp" lang={abstract.language ?? undefined} data-testid="result-abstract">
          <HighlightedText text={abstract.text} highlights={abstract.highlights} />
        </Text>
      )}
      {on('keywordsincontext') && <KeywordSnippets doc={doc} max={maxSnippets} />}
      {firstClaim && (
        <Text fz="sm" className="result-clamp" lang={firstClaim.language ?? undefined}>
          <Text span inherit c="dimmed">
            {t('results.fields.firstclaim')}:
          </Text>{' '}
          <HighlightedText text={firstClaim.text} highlights={firstClaim.highlights} />
        </Text>
      )}
      {(on('action_viewfamily') || on('action_familytree')) && (
        <ResultFamilyActions doc={doc} viewFamily={on('action_viewfamily')} familyTree={on('action_familytree')} />
      )}
    </Stack>
  );
}
