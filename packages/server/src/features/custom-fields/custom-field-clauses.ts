import { childrenOf, customFieldId, print, type QueryNode, type Span, type TermNode } from '@app/query';
import type { AppContext } from '../../context';
import { listFoldersForViewer } from '../folder-access/folders.repository';
import type { UserRecord } from '../users/users.repository';
import { withDescendants } from './custom-field-filters';
import type { CustomFieldOptionRow, CustomFieldRow } from './custom-field-schemes.repository';
import { type CustomFieldValueRow, listValuesOfField } from './custom-field-values.repository';
import { usableFields } from './custom-field-values.service';

/**
 * Custom field clauses of the query language (`CF_12=relevant`, `CF_4>=20240101`, `CF_7=(high OR "very high")`).
 * Their values live on patents in folders, in SQL, so before the engine runs a query each clause is replaced by the
 * set of documents (patents of folders the user can see) whose value of that field matches; the engine searches that
 * set like any other clause, so `TAC=solar AND NOT CF_3=done` means what it says. Only queryable fields of schemes
 * the user may use can be searched.
 *
 * What a value matches, by the field's type:
 * - text: words of the value, case-insensitive, with truncation (`claim*`); a phrase matches words in a row.
 * - single and multiple choice: the option's whole label, case-insensitive, with truncation; a tree option also
 *   matches every option below it.
 * - number: the number, or a range (`CF_4=1:5`, `CF_4>2.5`).
 * - date: YYYY, YYYYMM or YYYYMMDD (the whole year, month or day) or a range of them.
 * Inside one clause AND, OR, NOT, XOR and any{n} combine per patent: `CF_7=(a AND b)` finds patents holding both
 * options of a multiple choice field.
 */

/** A clause that cannot be searched: the message and where it is written. */
export class CustomClauseError extends Error {
  override name = 'CustomClauseError';
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

type Clause = { readonly field: CustomFieldRow; readonly written: string };
type Lookup = {
  readonly fields: readonly CustomFieldRow[];
  readonly options: readonly CustomFieldOptionRow[];
  readonly folderIds: readonly number[];
  readonly rows: Map<number, Promise<CustomFieldValueRow[]>>;
};

/** Whether a tree holds a custom field clause (most queries do not, and skip every lookup). */
export function hasCustomFieldClause(node: QueryNode): boolean {
  if ((node.kind === 'Field' || node.kind === 'Range') && customFieldId(node.field) !== null) return true;
  return childrenOf(node).some(hasCustomFieldClause);
}

/**
 * Replaces every custom field clause of the trees with the documents it stands for. Trees without one come back as
 * they are. Throws CustomClauseError for a field the user cannot search or a value the field cannot hold.
 */
export async function resolveCustomFieldClauses(
  ctx: AppContext,
  user: UserRecord,
  trees: readonly QueryNode[],
): Promise<QueryNode[]> {
  if (!trees.some(hasCustomFieldClause)) return [...trees];
  const { fields, options } = await usableFields(ctx, user);
  const folders = await listFoldersForViewer(ctx.db, { id: user.id, organizationId: user.organizationId });
  const lookup: Lookup = { fields, options, folderIds: folders.map((f) => f.id), rows: new Map() };
  const out: QueryNode[] = [];
  for (const tree of trees) out.push(await replace(ctx, tree, lookup));
  return out;
}

async function replace(ctx: AppContext, node: QueryNode, lookup: Lookup): Promise<QueryNode> {
  if ((node.kind === 'Field' || node.kind === 'Range') && customFieldId(node.field) !== null) {
    const field = searchableField(node.field, node.written, node.span, lookup);
    let rows = lookup.rows.get(field.id);
    if (rows === undefined) {
      rows = listValuesOfField(ctx.db, lookup.folderIds, field.id);
      lookup.rows.set(field.id, rows);
    }
    const clause: Clause = { field, written: node.written };
    const value = node.kind === 'Field' ? node.query : node;
    const ucids = matching(value, clause, await rows, lookup.options);
    return { kind: 'DocumentSet', ucids: [...ucids].sort(), written: print(node), span: node.span };
  }
  switch (node.kind) {
    case 'Boolean':
      return { ...node, operands: await Promise.all(node.operands.map((o) => replace(ctx, o, lookup))) };
    case 'AtLeast':
      return { ...node, operands: await Promise.all(node.operands.map((o) => replace(ctx, o, lookup))) };
    case 'Proximity':
      return { ...node, left: await replace(ctx, node.left, lookup), right: await replace(ctx, node.right, lookup) };
    default:
      return node;
  }
}

function searchableField(code: string, written: string, span: Span, lookup: Lookup): CustomFieldRow {
  const id = customFieldId(code)!;
  const field = lookup.fields.find((f) => f.id === id);
  if (!field) throw new CustomClauseError(`${written} is not a custom field of your schemes`, span);
  if (!field.queryable) {
    throw new CustomClauseError(
      `${written} (${field.name}) is not searchable: an administrator can make it queryable in its scheme`,
      span,
    );
  }
  return field;
}

/** The ucids whose value of the clause's field satisfies `node` (the clause's value). */
function matching(
  node: QueryNode,
  clause: Clause,
  rows: readonly CustomFieldValueRow[],
  options: readonly CustomFieldOptionRow[],
): Set<string> {
  switch (node.kind) {
    case 'Boolean': {
      const sets = node.operands.map((o) => matching(o, clause, rows, options));
      if (node.op === 'AND') return counted(sets, (n) => n === sets.length);
      if (node.op === 'OR') return new Set(sets.flatMap((s) => [...s]));
      if (node.op === 'NOT') return new Set([...sets[0]!].filter((u) => !sets[1]!.has(u)));
      return counted(sets, (n) => n === 1);
    }
    case 'AtLeast':
      return counted(
        node.operands.map((o) => matching(o, clause, rows, options)),
        (n) => n >= node.min,
      );
    case 'Term':
    case 'Phrase':
      return new Set(rows.filter(valueTest(node, clause, options)).map((r) => r.ucid));
    case 'Range':
      return new Set(rows.filter(rangeTest(node, clause)).map((r) => r.ucid));
    default:
      throw new CustomClauseError(`${clause.written} takes words, numbers or dates here`, node.span);
  }
}

function counted(sets: readonly Set<string>[], keep: (n: number) => boolean): Set<string> {
  const counts = new Map<string, number>();
  for (const set of sets) for (const ucid of set) counts.set(ucid, (counts.get(ucid) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => keep(n)).map(([ucid]) => ucid));
}

type RowTest = (row: CustomFieldValueRow) => boolean;

/** A word or phrase against one value row of the field. */
function valueTest(
  node: Extract<QueryNode, { kind: 'Term' | 'Phrase' }>,
  clause: Clause,
  options: readonly CustomFieldOptionRow[],
): RowTest {
  const { field } = clause;
  const terms: readonly TermNode[] = node.kind === 'Term' ? [node] : node.terms;
  switch (field.type) {
    case 'text': {
      const patterns = terms.map(wordPattern);
      return (row) => containsInRow(words(row.textValue ?? ''), patterns);
    }
    case 'single_choice':
    case 'multiple_choice':
    case 'tree': {
      const label = labelPattern(terms);
      const own = options.filter((o) => o.fieldId === field.id);
      const hits = own.filter((o) => label.test(o.label.trim().toLowerCase())).map((o) => o.id);
      const wanted = new Set(field.type === 'tree' ? hits.flatMap((id) => withDescendants(id, own)) : hits);
      return (row) => row.optionId !== null && wanted.has(row.optionId);
    }
    case 'number': {
      const value = node.kind === 'Term' ? Number(node.text) : Number.NaN;
      if (node.kind !== 'Term' || node.wildcard || !Number.isFinite(value)) {
        throw new CustomClauseError(
          `${clause.written} (${field.name}) is a number field: write a number, as in ${clause.written}=3, or a range, as in ${clause.written}=1:5`,
          node.span,
        );
      }
      return (row) => row.numberValue === value;
    }
    case 'date': {
      const range = node.kind === 'Term' && !node.wildcard ? dateBounds(node.text, node.text) : null;
      if (range === null) throw dateError(clause, node.span);
      return (row) => row.dateValue !== null && row.dateValue >= range.from && row.dateValue <= range.to;
    }
  }
}

function rangeTest(node: Extract<QueryNode, { kind: 'Range' }>, clause: Clause): RowTest {
  const { field } = clause;
  if (field.type === 'number') {
    const lower = node.lower ? Number(node.lower.value) : Number.NEGATIVE_INFINITY;
    const upper = node.upper ? Number(node.upper.value) : Number.POSITIVE_INFINITY;
    const lowerIn = node.lower?.inclusive ?? true;
    const upperIn = node.upper?.inclusive ?? true;
    return (row) => {
      const v = row.numberValue;
      if (v === null) return false;
      return (lowerIn ? v >= lower : v > lower) && (upperIn ? v <= upper : v < upper);
    };
  }
  if (field.type === 'date') {
    const lower = node.lower
      ? dateBounds(node.lower.value, node.lower.value)
      : { from: '0000-01-01', to: '0000-01-01' };
    const upper = node.upper
      ? dateBounds(node.upper.value, node.upper.value)
      : { from: '9999-12-31', to: '9999-12-31' };
    if (lower === null || upper === null) throw dateError(clause, node.span);
    // An excluded partial bound excludes its whole year or month: `>2024` starts in 2025.
    const lowerIn = node.lower?.inclusive ?? true;
    const upperIn = node.upper?.inclusive ?? true;
    return (row) => {
      const v = row.dateValue;
      if (v === null) return false;
      return (lowerIn ? v >= lower.from : v > lower.to) && (upperIn ? v <= upper.to : v < upper.from);
    };
  }
  throw new CustomClauseError(
    `${clause.written} (${field.name}) is a ${field.type.replace('_', ' ')} field; ranges work on number and date custom fields`,
    node.span,
  );
}

function dateError(clause: Clause, span: Span): CustomClauseError {
  return new CustomClauseError(
    `${clause.written} (${clause.field.name}) is a date field: write YYYY, YYYYMM or YYYYMMDD, as in ${clause.written}=20240131, or a range, as in ${clause.written}=2023:2024`,
    span,
  );
}

/** The first and last day (`YYYY-MM-DD`) a YYYY, YYYYMM or YYYYMMDD value covers, or null when it is none. */
function dateBounds(first: string, last: string): { from: string; to: string } | null {
  const from = dayOf(first, 'first');
  const to = dayOf(last, 'last');
  return from && to ? { from, to } : null;
}

function dayOf(value: string, end: 'first' | 'last'): string | null {
  if (!/^\d{4}(\d{2}(\d{2})?)?$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  const month = value.length >= 6 ? Number(value.slice(4, 6)) : end === 'first' ? 1 : 12;
  if (month < 1 || month > 12) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = value.length === 8 ? Number(value.slice(6, 8)) : end === 'first' ? 1 : days;
  if (day < 1 || day > days) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A query word as a whole-word regex: `*` any characters, `?` one, `!` zero or one; case-insensitive. */
function wordPattern(term: TermNode): RegExp {
  const text = term.text.toLowerCase();
  if (!term.wildcard) return new RegExp(`^${literal(text)}$`, 'u');
  return new RegExp(`^${truncation(text)}$`, 'u');
}

function truncation(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === '*') out += '.*';
    else if (ch === '?') out += '.';
    else if (ch === '!') out += '.?';
    else if (ch === '_') out += '[\\s-]?';
    else out += literal(ch);
  }
  return out;
}

/** An option label pattern: the words as written, joined by single spaces, matched against the whole label. */
function labelPattern(terms: readonly TermNode[]): RegExp {
  const parts = terms.map((t) => (t.wildcard ? truncation(t.text.toLowerCase()) : literal(t.text.toLowerCase())));
  return new RegExp(`^${parts.join('\\s+')}$`, 'u');
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Whether the patterns match words in a row somewhere in the value. */
function containsInRow(values: readonly string[], patterns: readonly RegExp[]): boolean {
  for (let i = 0; i + patterns.length <= values.length; i++) {
    if (patterns.every((p, k) => p.test(values[i + k]!))) return true;
  }
  return false;
}
