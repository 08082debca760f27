import type { SearchDoc, TableColumnName } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { CustomFieldsCell } from '../../customFields/components/CustomFieldsCell';
import { displayDate } from '../utils/displayDate';
import { resultFields } from '../utils/resultFields';
import { shownText } from '../utils/shownText';
import { HighlightedText } from './HighlightedText';
import { PinnedFoldersCell } from './PinnedFoldersCell';
import { ResultDrawing } from './ResultDrawing';
import { ResultTitleLink } from './ResultTitleLink';
import { StatusBadge } from './StatusBadge';

/** Props of ResultTableCell. */
type ResultTableCellProps = {
  doc: SearchDoc;
  column: TableColumnName;
  language: string;
  onOpen: () => void;
};

function Clamped({ doc, field, language }: { doc: SearchDoc; field: string; language: string }) {
  const text = shownText(doc, field, language);
  if (!text) return null;
  return (
    <div className="cell-clamp" lang={text.language ?? undefined}>
      <HighlightedText text={text.text} highlights={text.highlights} />
    </div>
  );
}

/** The content of one table cell for one column (SPEC §3 Table columns). */
export function ResultTableCell({ doc, column, language, onOpen }: ResultTableCellProps) {
  const { t } = useTranslation();
  const flag = (value: boolean | null) => (value === null ? '' : value ? t('results.yes') : t('results.no'));
  const languageOfClaims = shownText(doc, 'titles', language)?.language ?? 'en';
  switch (column) {
    case 'title':
      return <ResultTitleLink doc={doc} language={language} onOpen={onOpen} fw={500} />;
    case 'applicationnumber':
      return <>{String(doc.applicationnumber ?? '')}</>;
    case 'publicationdate':
    case 'applicationdate':
    case 'earliestprioritydate':
    case 'expectedexpirydate':
      return <>{displayDate(doc[column])}</>;
    case 'abstract':
      return <Clamped doc={doc} field="abstracts" language={language} />;
    case 'firstclaim':
      return <Clamped doc={doc} field="firstclaims" language={language} />;
    case 'assignees':
      return <>{resultFields.assignees(doc).join('; ')}</>;
    case 'deadoralive':
      return <StatusBadge status={doc.status} />;
    case 'pending':
      return <>{flag(resultFields.flag(doc, 'pending'))}</>;
    case 'families': {
      const family = resultFields.family(doc, 'simple');
      return <>{family.length > 0 ? t('results.counts.family', { count: family.length }) : ''}</>;
    }
    case 'customfields':
      return <CustomFieldsCell ucid={doc.ucid} />;
    case 'pinnedfolders':
      return <PinnedFoldersCell ucid={doc.ucid} />;
    case 'images':
      return <ResultDrawing doc={doc} height={64} />;
    case 'seps':
      return <>{resultFields.sepOrganizations(doc).join('; ')}</>;
    case 'fda':
      return <>{flag(resultFields.flag(doc, 'fdaexists'))}</>;
    case 'score':
      return <>{doc.score.toFixed(3)}</>;
    case 'type':
      return <>{[doc.type, doc.kindcode].filter((v) => typeof v === 'string').join(' · ')}</>;
    case 'claimscount':
      return <>{resultFields.claims(doc, languageOfClaims).length || ''}</>;
    case 'independentclaimscount':
      return <>{resultFields.claims(doc, languageOfClaims).filter((c) => c.independent).length || ''}</>;
    case 'citations':
      return (
        <>
          {t('results.counts.citedBy', { count: resultFields.citedByCount(doc) })} ·{' '}
          {t('results.counts.cites', { count: resultFields.citesCount(doc) })}
        </>
      );
    default:
      return null;
  }
}
