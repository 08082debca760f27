import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, type TableColumnName } from '@app/shared';
import { Checkbox, Text, VisuallyHidden } from '@mantine/core';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnResize } from '../hooks/useColumnResize';
import type { ResultViewProps } from '../types/ResultViewProps';
import { resultFields } from '../utils/resultFields';
import { type TableColumn, tableColumns } from '../utils/tableColumns';
import { ResultTableCell } from './ResultTableCell';

const SELECT_WIDTH = 44;
const NUMBER_WIDTH = 170;

/**
 * The table view: the user's columns (table_layout preference) at their widths in px. Headings can be dragged
 * onto each other to reorder and resized at their right edge by pointer or keyboard; the Columns menu of the
 * toolbar chooses and orders them too. Every change is stored as the preference.
 */
export function ResultTable(props: ResultViewProps) {
  const {
    docs,
    start,
    language,
    activeUcid,
    selection,
    onActivate,
    tableColumns: stored,
    onTableColumnsChange,
  } = props;
  const { t } = useTranslation();
  const [columns, setColumns] = useState<TableColumn[]>(() => [...stored]);
  const [dropTarget, setDropTarget] = useState<TableColumnName | null>(null);
  const latest = useRef(columns);
  latest.current = columns;
  const storedKey = JSON.stringify(stored);
  useEffect(() => setColumns(JSON.parse(storedKey) as TableColumn[]), [storedKey]);

  const resize = useColumnResize({
    onResize: (name, width) => setColumns((current) => tableColumns.resize(current, name, width)),
    onCommit: () => {
      if (JSON.stringify(latest.current) !== storedKey) onTableColumnsChange(latest.current);
    },
  });

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    setDropTarget(null);
    const name = event.dataTransfer.getData('text/x-result-column') as TableColumnName;
    if (name) onTableColumnsChange(tableColumns.moveTo(columns, name, to));
  };

  const total = SELECT_WIDTH + NUMBER_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  return (
    // The frame scrolls sideways; it takes focus so keyboard users can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="results-table-frame" tabIndex={0} aria-label={t('results.table.label')}>
      <table className="results-table" style={{ width: total }} data-testid="results-table">
        <colgroup>
          <col style={{ width: SELECT_WIDTH }} />
          <col style={{ width: NUMBER_WIDTH }} />
          {columns.map((c) => (
            <col key={c.name} style={{ width: c.width }} data-column={c.name} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th>
              <VisuallyHidden>{t('results.table.selectColumn')}</VisuallyHidden>
            </th>
            <th scope="col">{t('results.table.number')}</th>
            {columns.map((c, i) => {
              const label = t(`results.columns.${c.name}`);
              return (
                <th
                  key={c.name}
                  scope="col"
                  draggable
                  data-column={c.name}
                  data-drop-target={dropTarget === c.name}
                  onDragStart={(e) => e.dataTransfer.setData('text/x-result-column', c.name)}
                  onDragOver={(e) => {
                    e.preventDefault();
                    setDropTarget(c.name);
                  }}
                  onDragLeave={() => setDropTarget(null)}
                  onDrop={(e) => onDrop(e, i)}
                >
                  {label}
                  {/* A focusable separator is the ARIA pattern for a resize handle with a value. */}
                  {/* biome-ignore lint/a11y/useSemanticElements: <hr> cannot be focused or dragged */}
                  <div
                    className="column-resizer"
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={t('results.table.resize', { column: label })}
                    aria-valuenow={c.width}
                    aria-valuemin={MIN_COLUMN_WIDTH}
                    aria-valuemax={MAX_COLUMN_WIDTH}
                    tabIndex={0}
                    data-testid={`resize-${c.name}`}
                    onPointerDown={resize.onPointerDown(c.name, c.width)}
                    onKeyDown={resize.onKeyDown(c.name, c.width)}
                    onKeyUp={resize.onKeyUp}
                  />
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {docs.map((doc, i) => {
            const number = resultFields.number(doc);
            return (
              <tr key={doc.ucid} data-active={doc.ucid === activeUcid} data-testid="result-row" data-ucid={doc.ucid}>
                <td>
                  <Checkbox
                    checked={selection.selected.has(doc.ucid)}
                    onChange={() => selection.toggle(doc.ucid)}
                    aria-label={t('results.selection.select', { number })}
                  />
                </td>
                <td>
                  <Text span fz="sm" ff="monospace" fw={600}>
                    {number}
                  </Text>
                </td>
                {columns.map((c) => (
                  <td key={c.name} data-column={c.name}>
                    <ResultTableCell
                      doc={doc}
                      column={c.name}
                      language={language}
                      onOpen={() => onActivate(doc, start + i)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
