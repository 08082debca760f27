import { IMAGE_IDS } from './golden-real-world';

export { REAL_WORLD_CASES } from './golden-real-world';

/**
 * Golden queries. `canonical` and `parenthesised` are written by hand from GRAMMAR.md, not copied from output:
 * `canonical` is what `print` must give, `parenthesised` what `print(ast, { parens: true })` must give, which
 * pins the tree's shape (every operator node in its own parentheses; a field's parentheses count as its inner
 * operator's pair).
 */
export type GoldenCase = {
  /** What the case is about. */
  readonly name: string;
  /** The query as a searcher types it. */
  readonly query: string;
  readonly canonical: string;
  readonly parenthesised: string;
};

const [U1, U2] = IMAGE_IDS;

/** One or more cases for every construct of the language. */
export const CONSTRUCT_CASES: readonly GoldenCase[] = [
  { name: 'bare term', query: 'solar', canonical: 'solar', parenthesised: 'solar' },
  { name: 'truncation', query: 'photovoltaic*', canonical: 'photovoltaic*', parenthesised: 'photovoltaic*' },
  {
    name: 'every truncation character',
    query: 'TAC=(colo!r OR wom?n OR skate_board OR *ase)',
    canonical: 'TAC=(colo!r OR wom?n OR skate_board OR *ase)',
    parenthesised: 'TAC=(colo!r OR wom?n OR skate_board OR *ase)',
  },
  { name: 'bare unquoted phrase', query: 'solar   cell', canonical: 'solar cell', parenthesised: 'solar cell' },
  { name: 'bare quoted phrase', query: '"solar  cell"', canonical: '"solar cell"', parenthesised: '"solar cell"' },
  { name: 'quoted operator word', query: 'TI="AND"', canonical: 'TI="AND"', parenthesised: 'TI="AND"' },
  {
    name: 'quoted word keeps wildcard literal',
    query: 'TI="C++" OR TI="a*b"',
    canonical: 'TI="C++" OR TI="a*b"',
    parenthesised: '(TI="C++" OR TI="a*b")',
  },
  {
    name: 'quoted words inside an unquoted phrase',
    query: 'TAC=(solar "thin film" cell)',
    canonical: 'TAC=(solar "thin film" cell)',
    parenthesised: 'TAC=(solar "thin film" cell)',
  },
  {
    name: 'lower-case operator words are words',
    query: 'TI=(salt and pepper)',
    canonical: 'TI=(salt and pepper)',
    parenthesised: 'TI=(salt and pepper)',
  },
  { name: 'field code in lower case', query: 'ti=solar', canonical: 'TI=solar', parenthesised: 'TI=solar' },
  { name: 'field alias', query: 'title=(solar cell)', canonical: 'TI=(solar cell)', parenthesised: 'TI=(solar cell)' },
  {
    name: 'phrase value without parentheses',
    query: 'TI=solar cell',
    canonical: 'TI=(solar cell)',
    parenthesised: 'TI=(solar cell)',
  },
  {
    name: 'spaces around = and no space before (',
    query: '(TI = solar)AND(AB=cell)',
    canonical: 'TI=solar AND AB=cell',
    parenthesised: '(TI=solar AND AB=cell)',
  },
  {
    name: 'AND binds tighter than OR',
    query: 'a OR b AND c',
    canonical: 'a OR b AND c',
    parenthesised: '(a OR (b AND c))',
  },
  {
    name: 'parentheses that matter stay',
    query: '(a OR b) AND c',
    canonical: '(a OR b) AND c',
    parenthesised: '((a OR b) AND c)',
  },
  {
    name: 'redundant parentheses go',
    query: '((a AND b)) AND (c)',
    canonical: 'a AND b AND c',
    parenthesised: '(a AND b AND c)',
  },
  {
    name: 'NOT is left-associative',
    query: 'a NOT b NOT c',
    canonical: 'a NOT b NOT c',
    parenthesised: '((a NOT b) NOT c)',
  },
  {
    name: 'right-nested NOT keeps its parentheses',
    query: 'a NOT (b NOT c)',
    canonical: 'a NOT (b NOT c)',
    parenthesised: '(a NOT (b NOT c))',
  },
  {
    name: 'AND and NOT share a level',
    query: 'a AND b NOT c AND d',
    canonical: 'a AND b NOT c AND d',
    parenthesised: '(((a AND b) NOT c) AND d)',
  },
  {
    name: 'XOR between AND and OR',
    query: 'a XOR b OR c AND d',
    canonical: 'a XOR b OR c AND d',
    parenthesised: '((a XOR b) OR (c AND d))',
  },
  {
    name: 'XOR below AND',
    query: 'a AND b XOR c AND d',
    canonical: 'a AND b XOR c AND d',
    parenthesised: '((a AND b) XOR (c AND d))',
  },
  {
    name: 'proximity binds tightest',
    query: 'a W3 b AND c',
    canonical: 'a W3 b AND c',
    parenthesised: '((a W3 b) AND c)',
  },
  {
    name: 'NEAR is W5',
    query: 'TAC=(drug NEAR delivery)',
    canonical: 'TAC=(drug W5 delivery)',
    parenthesised: 'TAC=(drug W5 delivery)',
  },
  {
    name: 'NEARn is Wn',
    query: 'TAC=(drug NEAR3 delivery)',
    canonical: 'TAC=(drug W3 delivery)',
    parenthesised: 'TAC=(drug W3 delivery)',
  },
  {
    name: 'slash spellings',
    query: 'TAC=(a W/3 b NEAR/2 c)',
    canonical: 'TAC=(a W3 b W2 c)',
    parenthesised: 'TAC=((a W3 b) W2 c)',
  },
  {
    name: 'ordered and negated proximity',
    query: 'a WF2 b NOTW4 c',
    canonical: 'a WF2 b NOTW4 c',
    parenthesised: '((a WF2 b) NOTW4 c)',
  },
  {
    name: 'NOTWF',
    query: 'TAC=(valve NOTWF0 check)',
    canonical: 'TAC=(valve NOTWF0 check)',
    parenthesised: 'TAC=(valve NOTWF0 check)',
  },
  {
    name: 'right-nested proximity',
    query: 'a W3 (b W5 c)',
    canonical: 'a W3 (b W5 c)',
    parenthesised: '(a W3 (b W5 c))',
  },
  {
    name: 'same sentence',
    query: 'TAC=(crispr WS cas9)',
    canonical: 'TAC=(crispr WS cas9)',
    parenthesised: 'TAC=(crispr WS cas9)',
  },
  {
    name: 'same paragraph',
    query: 'CL=(antibody WP bispecific)',
    canonical: 'CL=(antibody WP bispecific)',
    parenthesised: 'CL=(antibody WP bispecific)',
  },
  {
    name: 'OR groups and phrases as proximity operands',
    query: 'TAC=((solar OR photovoltaic) W3 fuel cell*)',
    canonical: 'TAC=((solar OR photovoltaic) W3 fuel cell*)',
    parenthesised: 'TAC=((solar OR photovoltaic) W3 fuel cell*)',
  },
  { name: 'date equal', query: 'PD=2010', canonical: 'PD=2010', parenthesised: 'PD=2010' },
  { name: 'date range', query: 'PD=199004:1991', canonical: 'PD=199004:1991', parenthesised: 'PD=199004:1991' },
  { name: 'after', query: 'PD>2010', canonical: 'PD>2010', parenthesised: 'PD>2010' },
  { name: 'from', query: 'PD>=20100101', canonical: 'PD>=20100101', parenthesised: 'PD>=20100101' },
  { name: 'before', query: 'AD<2010', canonical: 'AD<2010', parenthesised: 'AD<2010' },
  { name: 'up to', query: 'AD<=201006', canonical: 'AD<=201006', parenthesised: 'AD<=201006' },
  { name: 'open-ended range is a lower limit', query: 'PD=2015:', canonical: 'PD>=2015', parenthesised: 'PD>=2015' },
  {
    name: 'range open at the start is an upper limit',
    query: 'PD=:2015',
    canonical: 'PD<=2015',
    parenthesised: 'PD<=2015',
  },
  { name: 'date field alias', query: 'publicationdate>=2015', canonical: 'PD>=2015', parenthesised: 'PD>=2015' },
  {
    name: 'numeric field',
    query: 'publicationyear>=2015',
    canonical: 'publicationyear>=2015',
    parenthesised: 'publicationyear>=2015',
  },
  {
    name: 'group on a date field gives ranges',
    query: 'PD=(2010 OR 2012:2013)',
    canonical: 'PD=2010 OR PD=2012:2013',
    parenthesised: '(PD=2010 OR PD=2012:2013)',
  },
  {
    name: 'classification with spaces and zeros',
    query: 'CPC=H01L 031/0232',
    canonical: 'CPC=H01L31/0232',
    parenthesised: 'CPC=H01L31/0232',
  },
  {
    name: 'classification in lower case, truncated',
    query: 'ipc=h01l31/04*',
    canonical: 'IPC=H01L31/04*',
    parenthesised: 'IPC=H01L31/04*',
  },
  { name: 'citing documents', query: 'CT=US7654321B2', canonical: 'CT=US7654321B2', parenthesised: 'CT=US7654321B2' },
  {
    name: 'every citation field',
    query: 'CTX=EP1234567A1 OR CTY=EP1234567A1 OR CTA=EP1234567A1 OR CTF=EP1234567A1',
    canonical: 'CTX=EP1234567A1 OR CTY=EP1234567A1 OR CTA=EP1234567A1 OR CTF=EP1234567A1',
    parenthesised: '(CTX=EP1234567A1 OR CTY=EP1234567A1 OR CTA=EP1234567A1 OR CTF=EP1234567A1)',
  },
  {
    name: 'history references',
    query: '#1 AND #2 NOT #3',
    canonical: '#1 AND #2 NOT #3',
    parenthesised: '((#1 AND #2) NOT #3)',
  },
  { name: 'history range AND', query: 'AND=1:4', canonical: 'AND=1:4', parenthesised: 'AND=1:4' },
  {
    name: 'history range OR after an operator',
    query: '#7 AND OR=2:5',
    canonical: '#7 AND OR=2:5',
    parenthesised: '(#7 AND OR=2:5)',
  },
  {
    name: 'any{n}',
    query: 'ANY{2}(laser,lidar ,  radar)',
    canonical: 'any{2}(laser, lidar, radar)',
    parenthesised: 'any{2}(laser, lidar, radar)',
  },
  {
    name: 'any{n} with operators inside',
    query: 'any{2}(a OR b, c W2 d, e)',
    canonical: 'any{2}(a OR b, c W2 d, e)',
    parenthesised: 'any{2}((a OR b), (c W2 d), e)',
  },
  {
    name: 'design_image with one image',
    query: `design_image(${U1})`,
    canonical: `design_image(${U1})`,
    parenthesised: `design_image(${U1})`,
  },
  {
    name: 'design_image options in canonical order and case',
    query: `design_image(${U1.toUpperCase()}, ${U2}, uspc=D12/345, caption=chair, locarno=06-01, max_results=200, countries=us,ep)`,
    canonical: `design_image(${U1}, ${U2}, countries=US,EP, max_results=200, caption="chair", locarno=06-01, uspc=D12/345)`,
    parenthesised: `design_image(${U1}, ${U2}, countries=US,EP, max_results=200, caption="chair", locarno=06-01, uspc=D12/345)`,
  },
  {
    name: 'long field names print as their code',
    query: 'ASSIGNEES_NAME_ORIGINAL=(acme*) AND applicationyear=2010:2012',
    canonical: 'assignees_name_original=acme* AND applicationyear=2010:2012',
    parenthesised: '(assignees_name_original=acme* AND applicationyear=2010:2012)',
  },
];
