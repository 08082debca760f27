import { describe, expect, it } from 'vitest';
import {
  blankProblems,
  changeOption,
  type DraftField,
  type DraftOption,
  draftFields,
  fieldsBody,
  optionErrorPath,
} from './fieldsDraft';

const option = (label: string, children: DraftOption[] = [], id?: number): DraftOption => ({
  key: label,
  label,
  children,
  ...(id !== undefined ? { id } : {}),
});

describe('the fields editor draft', () => {
  const tree = [
    option('Energy', [option('Batteries', [option('Lithium', [], 7)]), option('Solar')], 3),
    option('Medical'),
  ];

  it('changes, adds under and removes an option by its path in the tree', () => {
    const renamed = changeOption(tree, [0, 0, 0], (o) => ({ ...o, label: 'Li-ion' }));
    expect(renamed[0]!.children[0]!.children[0]).toMatchObject({ id: 7, label: 'Li-ion' });
    expect(tree[0]!.children[0]!.children[0]!.label).toBe('Lithium');
    const added = changeOption(tree, [1], (o) => ({ ...o, children: [...o.children, option('Devices')] }));
    expect(added[1]!.children.map((o) => o.label)).toEqual(['Devices']);
    const removed = changeOption(tree, [0, 1], () => null);
    expect(removed[0]!.children.map((o) => o.label)).toEqual(['Batteries']);
  });

  it('sends ids of what exists, nests children, and drops options of types without them', () => {
    const fields: DraftField[] = [
      { key: 'a', id: 1, name: 'Technology', type: 'tree', queryable: true, options: tree },
      { key: 'b', name: 'Note', type: 'text', queryable: false, options: [option('left over')] },
    ];
    expect(fieldsBody(fields, false)).toEqual({
      fields: [
        {
          id: 1,
          name: 'Technology',
          type: 'tree',
          queryable: true,
          options: [
            {
              id: 3,
              label: 'Energy',
              children: [{ label: 'Batteries', children: [{ id: 7, label: 'Lithium' }] }, { label: 'Solar' }],
            },
            { label: 'Medical' },
          ],
        },
        { name: 'Note', type: 'text', queryable: false, options: [] },
      ],
      confirm_removals: false,
    });
  });

  it('names blank names and labels by the server’s error paths', () => {
    const fields: DraftField[] = [
      { key: 'a', name: ' ', type: 'tree', queryable: false, options: [option('A', [option('')])] },
    ];
    expect(blankProblems(fields, 'Give it a name.')).toEqual({
      'fields.0.name': ['Give it a name.'],
      'fields.0.options.0.children.0.label': ['Give it a name.'],
    });
    expect(optionErrorPath(0, [0, 0])).toBe('fields.0.options.0.children.0');
  });

  it('turns a scheme’s fields into a draft with their ids', () => {
    const [field] = draftFields([
      {
        id: 4,
        name: 'Status',
        type: 'single_choice',
        queryable: false,
        options: [{ id: 9, label: 'Open', children: [] }],
      },
    ]);
    expect(field).toMatchObject({ id: 4, name: 'Status', options: [{ id: 9, label: 'Open', children: [] }] });
  });
});
