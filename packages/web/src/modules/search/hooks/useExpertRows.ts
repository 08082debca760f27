import { DEFAULT_FIELD, lookupField } from '@app/query';
import type { DefaultTemplate } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { defaultTemplateQuery } from '../queries/defaultTemplateQuery';
import type { ExpertFormRow } from '../types/ExpertFormRow';

/** Used when the template cannot be loaded, so the expert search still works. */
const FALLBACK_TEMPLATE: DefaultTemplate = {
  rows: [
    { field: 'TI', terms: '', operator: 'AND' },
    { field: 'AB', terms: '', operator: 'AND' },
    { field: DEFAULT_FIELD, terms: '', operator: 'AND' },
  ],
};

function fromTemplate(template: DefaultTemplate): ExpertFormRow[] {
  // Template rows may name a field by a long alias; the select lists codes.
  return template.rows.map((row, index) => ({
    ...row,
    field: lookupField(row.field)?.code ?? row.field,
    id: `template-${index}`,
  }));
}

/**
 * The expert form's rows: they start from GET /api/default_template (or a small fallback when it fails) and
 * are the user's own from the first edit on. `rows` is null while the template loads.
 */
export function useExpertRows() {
  const template = useQuery(defaultTemplateQuery);
  const [edited, setEdited] = useState<ExpertFormRow[] | null>(null);
  const nextId = useRef(0);
  const start = template.data ?? (template.isError ? FALLBACK_TEMPLATE : null);
  const rows = edited ?? (start ? fromTemplate(start) : null);

  const edit = (change: (rows: ExpertFormRow[]) => ExpertFormRow[]) => setEdited(change(rows ?? []));
  const newId = () => `row-${nextId.current++}`;

  return {
    rows,
    update: (id: string, patch: Partial<Omit<ExpertFormRow, 'id'>>) =>
      edit((all) => all.map((row) => (row.id === id ? { ...row, ...patch } : row))),
    /** Adds a row at the end and returns its id (to focus its terms). */
    add: (field: string = DEFAULT_FIELD): string => {
      const id = newId();
      edit((all) => [...all, { id, field, terms: '', operator: 'AND' }]);
      return id;
    },
    remove: (id: string) => edit((all) => (all.length > 1 ? all.filter((row) => row.id !== id) : all)),
    /** Back to the template's rows. */
    reset: () => setEdited(null),
  };
}
