import { describe, expect, it } from 'vitest';
import { referenceOptions } from './referenceOptions';

describe('referenceOptions', () => {
  const references = ['ACME-1', 'Acme-22', 'Beta-3'];

  it('offers every reference while nothing is typed', () => {
    expect(referenceOptions(references, '  ').map((o) => o.value)).toEqual(references);
  });

  it('offers the typed text as a new reference first, then the references containing it', () => {
    expect(referenceOptions(references, 'acme')).toEqual([
      { kind: 'create', value: 'acme' },
      { kind: 'existing', value: 'ACME-1' },
      { kind: 'existing', value: 'Acme-22' },
    ]);
  });

  it('does not offer to create a reference that exists in other letters', () => {
    expect(referenceOptions(references, ' beta-3 ')).toEqual([{ kind: 'existing', value: 'Beta-3' }]);
  });
});
