/** One entry of the operator reference: how it is written, what a click inserts, and its description key. */
export type ReferenceOperator = {
  readonly syntax: string;
  /** Inserted at the cursor; null for entries that explain rather than insert (truncation, quotes). */
  readonly insert: string | null;
  readonly key:
    | 'and'
    | 'or'
    | 'not'
    | 'xor'
    | 'within'
    | 'withinOrdered'
    | 'near'
    | 'notWithin'
    | 'sentence'
    | 'atLeast'
    | 'history'
    | 'historyRange'
    | 'rangeCompare'
    | 'range'
    | 'truncation'
    | 'phrase';
};

/** The operators of the query language (GRAMMAR.md), with distances filled in with common values. */
export const REFERENCE_OPERATORS: readonly ReferenceOperator[] = [
  { syntax: 'AND', insert: 'AND ', key: 'and' },
  { syntax: 'OR', insert: 'OR ', key: 'or' },
  { syntax: 'NOT', insert: 'NOT ', key: 'not' },
  { syntax: 'XOR', insert: 'XOR ', key: 'xor' },
  { syntax: 'W/n', insert: 'W/3 ', key: 'within' },
  { syntax: 'WF/n', insert: 'WF/3 ', key: 'withinOrdered' },
  { syntax: 'NEAR/n', insert: 'NEAR/5 ', key: 'near' },
  { syntax: 'NOTW/n', insert: 'NOTW/3 ', key: 'notWithin' },
  { syntax: 'WS, WP', insert: 'WS ', key: 'sentence' },
  { syntax: 'any{n}(a, b, c)', insert: 'any{2}(', key: 'atLeast' },
  { syntax: '#n', insert: '#', key: 'history' },
  { syntax: 'AND=1:4, OR=1:4', insert: 'AND=1:2', key: 'historyRange' },
  { syntax: 'PD>=2015', insert: 'PD>=', key: 'rangeCompare' },
  { syntax: 'PD=2010:2015', insert: 'PD=', key: 'range' },
  { syntax: 'cell*  wom?n  colo!r', insert: null, key: 'truncation' },
  { syntax: '"solar cell"', insert: null, key: 'phrase' },
];
