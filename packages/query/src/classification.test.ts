import { describe, expect, it } from 'vitest';
import { continuesCode, readClassification } from './classification';

describe('readClassification', () => {
  it.each([
    ['CPC', 'h01l31/0232', 'H01L31/0232', false],
    ['CPC', 'H01L031/02', 'H01L31/02', false],
    ['CPC', 'H01L0031', 'H01L31', false],
    ['CPC', 'H01L', 'H01L', false],
    ['CPC', 'H01L31/02*', 'H01L31/02*', true],
    ['CPC', 'H01L031/*', 'H01L31/*', true],
    ['IPC', 'H01*', 'H01*', true],
    ['IPC', 'A*', 'A*', true],
    ['CPC', 'Y02E10/50', 'Y02E10/50', false],
  ])('%s %s reads as %s', (field, raw, text, wildcard) => {
    expect(readClassification(field, raw, false)).toEqual({ text, wildcard, error: null });
  });

  it.each([['H01'], ['H0'], ['I01L'], ['H01L31/'], ['H01L31/02/1'], ['HH1L'], ['H01L12345'], ['01L31']])(
    'rejects the CPC shape %s',
    (raw) => {
      expect(readClassification('CPC', raw, false).error).toMatch(/^is not a CPC code: write a section letter/);
    },
  );

  it('rejects a truncated code whose beginning is not a code', () => {
    expect(readClassification('IPC', 'X01*', false).error).toMatch(/^is not an IPC code/);
  });

  it('takes the other fields loosely, upper-cased', () => {
    expect(readClassification('USC', '136/244', false)).toEqual({ text: '136/244', wildcard: false, error: null });
    expect(readClassification('FTERM', '5f051aa02', false)).toEqual({
      text: '5F051AA02',
      wildcard: false,
      error: null,
    });
    expect(readClassification('LOC', '12-08*', false)).toEqual({ text: '12-08*', wildcard: true, error: null });
    expect(readClassification('SC', 'H01L031/02', false)).toEqual({ text: 'H01L31/02', wildcard: false, error: null });
    expect(readClassification('SC', 'whatever', false)).toEqual({ text: 'WHATEVER', wildcard: false, error: null });
  });

  it('treats truncation characters in quotes as literal', () => {
    expect(readClassification('CPC', 'H01L31/02*', true).wildcard).toBe(false);
  });
});

describe('continuesCode', () => {
  it.each([
    ['CPC', 'H01L', '31/0232', true],
    ['CPC', 'H01L', '031', true],
    ['CPC', 'H01L31', '/02', true],
    ['CPC', 'H01L31/', '02', true],
    ['IPC', 'h01l', '31', true],
    ['FI', 'H01L', '31/04', true],
    ['CPC', 'H01L31', 'H02S', false],
    ['CPC', 'H01L', 'H02S', false],
    ['CPC', 'H01L31/02', '1', false],
    ['USC', '136', '244', false],
    ['LOC', '12', '08', false],
  ])('%s: %s then %s joins = %s', (field, code, next, joins) => {
    expect(continuesCode(field, code, next)).toBe(joins);
  });
});
