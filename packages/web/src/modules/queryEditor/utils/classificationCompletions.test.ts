import { describe, expect, it } from 'vitest';
import { classificationCompletionContext } from './classificationCompletions';

const at = (text: string, pos = text.length) => classificationCompletionContext(text, pos);

describe('classificationCompletionContext', () => {
  it('finds a CPC or IPC code being typed as a field value, in any spelling of the field', () => {
    expect(at('CPC=A01L')).toEqual({ scheme: 'cpc', from: 4, typed: 'A01L' });
    expect(at('solar AND ipc = h01l3')).toEqual({ scheme: 'ipc', from: 16, typed: 'h01l3' });
    expect(at('cpcvalues=A01')).toEqual({ scheme: 'cpc', from: 10, typed: 'A01' });
  });

  it('reads the field of a value inside its group, stepping over groups closed before it', () => {
    expect(at('TI=horse AND CPC=(A01L OR B60')).toEqual({ scheme: 'cpc', from: 26, typed: 'B60' });
    expect(at('IPC=((A01L OR A01K) AND H01')).toEqual({ scheme: 'ipc', from: 24, typed: 'H01' });
  });

  it('takes a code written with a space as one code', () => {
    expect(at('CPC=A01L 7/0')).toEqual({ scheme: 'cpc', from: 4, typed: 'A01L 7/0' });
  });

  it('offers nothing elsewhere: other fields, inside a code, before any letter, outside the field', () => {
    expect(at('TI=A01L')).toBeNull();
    expect(at('SC=A01L')).toBeNull();
    expect(at('CPC=')).toBeNull();
    expect(at('CPC=A01L', 6)).toBeNull();
    expect(at('CPC=A01L AND horse')).toBeNull();
    expect(at('CPC=(A01L) AND B60')).toBeNull();
  });
});
