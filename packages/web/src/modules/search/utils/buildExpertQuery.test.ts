import { parse, print } from '@app/query';
import { describe, expect, it } from 'vitest';
import type { ExpertFormRow } from '../types/ExpertFormRow';
import { buildExpertQuery } from './buildExpertQuery';

const row = (id: string, field: string, terms: string, operator: ExpertFormRow['operator'] = 'AND'): ExpertFormRow => ({
  id,
  field,
  terms,
  operator,
});

describe('buildExpertQuery', () => {
  it('prints the command-line query the rows stand for, top to bottom', () => {
    const built = buildExpertQuery([
      row('a', 'TI', 'solar cell'),
      row('b', 'PD', '>=2015'),
      row('c', 'TAC', 'battery', 'OR'),
      row('d', 'AB', ''),
    ]);
    expect(built.text).toBe('TI=(solar cell) AND PD>=2015 OR battery');
    expect(built.problems.size).toBe(0);
    // The text reads back as the same query, so the server runs what the form shows.
    expect(parse(built.text).diagnostics).toEqual([]);
    expect(print(parse(built.text).ast!)).toBe(built.text);
  });

  it('is empty when every row is blank', () => {
    expect(buildExpertQuery([row('a', 'TI', ' ')]).text).toBe('');
    expect(buildExpertQuery([]).text).toBe('');
  });

  it('names the row of each problem by its id', () => {
    const built = buildExpertQuery([row('a', 'TI', 'solar'), row('b', 'PD', '2015-01-01'), row('c', 'AB', 'x)')]);
    expect([...built.problems.keys()]).toEqual(['b', 'c']);
    expect(built.problems.get('c')).toContain(')');
  });
});
