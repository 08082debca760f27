import { describe, expect, it } from 'vitest';
import { fieldCompletions } from './fieldCompletions';

const labels = (text: string, pos = text.length, explicit = false) =>
  fieldCompletions(text, pos, explicit)?.options.map((option) => option.label) ?? null;

describe('fieldCompletions while typing', () => {
  it('completes an upper-case prefix to field codes, the exact code first', () => {
    expect(labels('TA')).toEqual(['TA', 'TAC']);
    expect(labels('solar AND T')).toEqual(['TI', 'TA', 'TAC', 'type']);
    const result = fieldCompletions('solar AND CP', 12, false);
    expect(result?.from).toBe(10);
    expect(result?.options[0]).toEqual({ label: 'CPC', detail: 'CPC classification', apply: 'CPC=' });
  });

  it('leaves ordinary lower-case words alone until they are three letters of a long field name', () => {
    expect(labels('so')).toBeNull();
    expect(labels('solar')).toBeNull();
    expect(labels('publ')).toEqual(['publicationnumber', 'publicationdate', 'publicationyear']);
  });

  it('offers nothing for operators, inside quotes, after # or =, or inside a field group', () => {
    expect(labels('solar AN')).toBeNull();
    expect(labels('"solar T')).toBeNull();
    expect(labels('#1 AND TI=C')).toBeNull();
    expect(labels('TI=(solar AND C')).toBeNull();
    expect(labels('TI=(solar) AND C')).toEqual(['CL', 'CPC', 'CT', 'CTX', 'CTY', 'CTA', 'CTF', 'CC']);
    expect(labels('(solar OR C')).toEqual(['CL', 'CPC', 'CT', 'CTX', 'CTY', 'CTA', 'CTF', 'CC']);
  });

  it('does not add = when a comparator already follows the name', () => {
    expect(fieldCompletions('P>=2015', 1, false)?.options.find((o) => o.label === 'PD')?.apply).toBe('PD');
    expect(fieldCompletions('P=2015', 1, false)?.options.find((o) => o.label === 'PD')?.apply).toBe('PD');
  });
});

describe('fieldCompletions on request (Ctrl-Space)', () => {
  it('lists every field at an empty operand position', () => {
    const all = labels('solar AND ', 10, true);
    expect(all).toContain('TI');
    expect(all).toContain('expectedexpiryyear');
    expect(all?.length).toBeGreaterThan(50);
  });

  it('completes lower-case and alias prefixes too, naming a field once', () => {
    expect(labels('ti', 2, true)).toEqual(['TI']);
    expect(labels('tit', 3, true)).toEqual(['title']);
    expect(labels('abs', 3, true)).toEqual(['abstract']);
  });

  it('still offers nothing in a field value', () => {
    expect(labels('TI=', 3, true)).toBeNull();
  });
});
