import type { Schema } from './schema';

/**
 * Non-patent literature (articles, proceedings, standards): its own index with the query codes that make sense for
 * it. Authors are names (INV searches them, as in the patent tools), the source is a keyword, DOIs are numbers.
 */
export const NPL_SCHEMA: Schema = {
  name: 'npl',
  fields: [
    { name: 'titles', type: 'text', weight: 3 },
    { name: 'abstracts', type: 'text', weight: 2 },
    { name: 'fulltext', type: 'text', weight: 1 },
    { name: 'authors', type: 'name' },
    { name: 'source', type: 'keyword' },
    { name: 'publisher', type: 'keyword' },
    { name: 'doi', type: 'keyword' },
    { name: 'language', type: 'keyword' },
    { name: 'type', type: 'keyword' },
    { name: 'cpcvalues', type: 'classification' },
    { name: 'publicationdate', type: 'date' },
    { name: 'publicationyear', type: 'numeric', derivedFrom: { field: 'publicationdate', transform: 'year' } },
    { name: 'citedby', type: 'number' },
    { name: 'simplefamilyid', type: 'keyword' },
  ],
  queryFields: {
    TI: { kind: 'text', fields: ['titles'] },
    AB: { kind: 'text', fields: ['abstracts'] },
    DSC: { kind: 'text', fields: ['fulltext'] },
    TA: { kind: 'text', fields: ['titles', 'abstracts'] },
    TAC: { kind: 'text', fields: ['titles', 'abstracts'] },
    FT: { kind: 'text', fields: ['titles', 'abstracts', 'fulltext'] },
    INV: { kind: 'name', fields: ['authors'] },
    CPC: { kind: 'classification', fields: ['cpcvalues'] },
    SC: { kind: 'classification', fields: ['cpcvalues'] },
    CTF: { kind: 'citation', fields: ['citedby'] },
    type: { kind: 'keyword', fields: ['type'] },
    PD: { kind: 'date', fields: ['publicationdate'] },
    publicationyear: { kind: 'numeric', fields: ['publicationyear'] },
  },
  defaultField: 'TAC',
  // NPL records have no families; each record is its own group, so grouping requests stay valid.
  collapseKeys: {
    applicationnumber: 'simplefamilyid',
    simplefamily: 'simplefamilyid',
    extendedfamily: 'simplefamilyid',
  },
};
