import { useTranslation } from 'react-i18next';
import type { ResultViewProps } from '../types/ResultViewProps';
import { ResultListItem } from './ResultListItem';

/** The list view: one block per result with the details chosen in the list display options. */
export function ResultList({
  docs,
  start,
  language,
  maxSnippets,
  activeUcid,
  selection,
  onActivate,
  listOptions,
  grouping,
  resultExtra,
}: ResultViewProps) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('results.split.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {docs.map((doc, i) => (
        <ResultListItem
          key={doc.ucid}
          doc={doc}
          position={start + i}
          options={listOptions}
          grouping={grouping}
          extra={resultExtra?.(doc)}
          language={language}
          maxSnippets={maxSnippets}
          active={doc.ucid === activeUcid}
          selected={selection.selected.has(doc.ucid)}
          onToggle={() => selection.toggle(doc.ucid)}
          onOpen={() => onActivate(doc, start + i)}
        />
      ))}
    </ol>
  );
}
