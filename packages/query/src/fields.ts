/**
 * The fields a query can name. Codes are case-insensitive in queries and printed upper-case; long names
 * (SPEC §5 filter names and §9 year fields) are aliases of a code, or fields of their own where no short
 * code exists. The kind decides what a value may be:
 * - text: words, phrases, truncation, proximity (positions are indexed).
 * - name: party names (words, phrases, truncation; proximity within the name).
 * - classification: codes with subtree semantics; `H01L 31/0232` is normalised to `H01L31/0232`.
 * - number: publication/application/priority/family numbers (exact or truncated).
 * - citation: a patent number whose citing or cited documents are wanted.
 * - keyword: exact values (country, kind, flags).
 * - date: YYYY, YYYYMM or YYYYMMDD, alone or as ranges.
 * - numeric: integers, alone or as ranges.
 * - custom: an organisation's custom field (`CF_12`, by the field's id). Its values live in folders, not in the
 *   index, so the server resolves the clause to the documents whose value matches before the engine runs it; the
 *   parser takes words, phrases and truncation with `=`, and numbers or YYYYMMDD dates in comparisons and ranges.
 */
export type FieldKind =
  | 'text'
  | 'name'
  | 'classification'
  | 'number'
  | 'citation'
  | 'keyword'
  | 'date'
  | 'numeric'
  | 'custom';

export type FieldDef = {
  /** Canonical name as printed (upper-case code, or the lower-case long name for fields without a code). */
  readonly code: string;
  readonly kind: FieldKind;
  /** What the field searches, for the reference panel and messages. */
  readonly title: string;
  /** Other names accepted for it (lower-case). */
  readonly aliases: readonly string[];
};

function f(code: string, kind: FieldKind, title: string, aliases: readonly string[] = []): FieldDef {
  return { code, kind, title, aliases };
}

export const FIELDS: readonly FieldDef[] = [
  f('TI', 'text', 'Title', ['title']),
  f('AB', 'text', 'Abstract', ['abstract']),
  f('CL', 'text', 'Claims', ['claims']),
  f('FIRSTCL', 'text', 'First claim', ['firstclaim']),
  f('INDCL', 'text', 'Independent claims'),
  f('DSC', 'text', 'Description', ['description']),
  f('TA', 'text', 'Title and abstract'),
  f('TAC', 'text', 'Title, abstract and claims'),
  f('FT', 'text', 'Full text', ['fulltext']),
  f('PA', 'name', 'Assignee, any form', ['assignee']),
  f('PAE', 'name', 'Exact standardised assignee', ['assignees_name_current']),
  f('PPA', 'name', 'Probable assignee', ['assignees_name_probable']),
  f('assignees_name_original', 'name', 'Assignee as filed'),
  f('UO', 'name', 'Ultimate owner', ['ultimate_owner']),
  f('INV', 'name', 'Inventor', ['inventor', 'inventors_name_normalized']),
  f('AG', 'name', 'Agent', ['agent', 'agents_name_normalized']),
  f('EX', 'name', 'Examiner', ['examiner']),
  f('IPC', 'classification', 'IPC classification', ['ipcrvalues']),
  f('CPC', 'classification', 'CPC classification', ['cpcvalues']),
  f('USC', 'classification', 'US classification', ['usclassifications']),
  f('LOC', 'classification', 'Locarno classification', ['loclassifications']),
  f('FI', 'classification', 'Japanese FI classification', ['jpfivalues']),
  f('FTERM', 'classification', 'Japanese F-terms', ['jpftvalues']),
  f('SC', 'classification', 'Any classification'),
  f('ipctechnologyfield', 'keyword', 'IPC technology field'),
  f('PN', 'number', 'Publication number', ['publicationnumber']),
  f('AP', 'number', 'Application number', ['applicationnumber']),
  f('PR', 'number', 'Priority number', ['prioritynumber']),
  f('FN', 'number', 'Family number', ['familynumber']),
  f('CT', 'citation', 'Documents citing this number'),
  f('CTX', 'citation', 'Documents citing this number as category X'),
  f('CTY', 'citation', 'Documents citing this number as category Y'),
  f('CTA', 'citation', 'Documents citing this number as category A'),
  f('CTF', 'citation', 'Documents cited by this number'),
  f('CC', 'keyword', 'Country', ['country']),
  f('KD', 'keyword', 'Kind code', ['kind', 'kindcode']),
  f('type', 'keyword', 'Document type'),
  f('raw', 'keyword', 'Raw value'),
  f('grant', 'keyword', 'Granted (true or false)'),
  f('pending', 'keyword', 'Pending (true or false)'),
  f('sepsexists', 'keyword', 'Has standard-essential patent declarations'),
  f('seps_standard_organization', 'keyword', 'SEP standard organisation'),
  f('seps_etsi_project', 'keyword', 'SEP ETSI project'),
  f('litigationexists', 'keyword', 'Has litigation (true or false)'),
  f('ratings', 'keyword', 'Folder rating'),
  f('labels', 'keyword', 'Folder label'),
  f('PD', 'date', 'Publication date', ['publicationdate']),
  f('AD', 'date', 'Application date', ['applicationdate']),
  f('PRD', 'date', 'Earliest priority date', ['earliestprioritydate']),
  f('ED', 'date', 'Expected expiry date', ['expectedexpirydate']),
  f('publicationyear', 'numeric', 'Publication year'),
  f('applicationyear', 'numeric', 'Application year'),
  f('earliestpriorityyear', 'numeric', 'Earliest priority year'),
  f('grants_publicationyear', 'numeric', 'Grant publication year'),
  f('expectedexpiryyear', 'numeric', 'Expected expiry year'),
];

/** The field a bare term searches. */
export const DEFAULT_FIELD = 'TAC';

const BY_NAME = new Map<string, FieldDef>();
for (const field of FIELDS) {
  BY_NAME.set(field.code.toLowerCase(), field);
  for (const alias of field.aliases) BY_NAME.set(alias, field);
}

const CUSTOM_FIELD = /^cf_([1-9][0-9]{0,9})$/i;

/** The custom field id a field code names (`CF_12` is 12), or null when it names none. */
export function customFieldId(code: string): number | null {
  const match = CUSTOM_FIELD.exec(code);
  return match ? Number(match[1]) : null;
}

/** The field a name (code or alias, any case) stands for, or undefined. */
export function lookupField(name: string): FieldDef | undefined {
  const known = BY_NAME.get(name.toLowerCase());
  if (known !== undefined) return known;
  const id = customFieldId(name);
  return id === null ? undefined : { code: `CF_${id}`, kind: 'custom', title: `Custom field ${id}`, aliases: [] };
}

/** Every accepted name, lower-case, for suggestions and completion. */
export function fieldNames(): string[] {
  return [...BY_NAME.keys()];
}
