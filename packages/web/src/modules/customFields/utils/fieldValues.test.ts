import type { CustomField } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { apiValue, formValue, optionChoices, valueText } from './fieldValues';

const tree: CustomField = {
  id: 1,
  name: 'Technology',
  type: 'tree',
  queryable: true,
  options: [
    { id: 2, label: 'Energy', children: [{ id: 3, label: 'Batteries', children: [] }] },
    { id: 4, label: 'Medical', children: [] },
  ],
};
const number: CustomField = { id: 5, name: 'Value', type: 'number', queryable: false, options: [] };

describe('custom field values in forms and cells', () => {
  it('lists a tree’s options with their paths, in tree order', () => {
    expect(optionChoices(tree)).toEqual([
      { value: '2', label: 'Energy' },
      { value: '3', label: 'Energy › Batteries' },
      { value: '4', label: 'Medical' },
    ]);
    expect(valueText(tree, [3, 4])).toBe('Energy › Batteries, Medical');
    expect(valueText(number, 2.5)).toBe('2.5');
    expect(valueText(number, undefined)).toBe('');
  });

  it('turns form input into API values: empty clears, a number must read as one', () => {
    expect(formValue(tree, [3])).toEqual(['3']);
    expect(apiValue(tree, ['3', '4'])).toEqual({ value: [3, 4] });
    expect(apiValue(tree, [])).toEqual({ value: null });
    expect(apiValue(number, ' 2,5 ')).toEqual({ value: 2.5 });
    expect(apiValue(number, 'many')).toBeNull();
    expect(apiValue(number, '')).toEqual({ value: null });
  });
});
