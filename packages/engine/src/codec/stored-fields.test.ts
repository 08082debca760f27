import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoredFieldsReader, StoredFieldsWriter } from './stored-fields.ts';

describe('stored fields', () => {
  it('round-trips random documents with random block limits, in any access order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.uint8Array({ maxLength: 3000 })), {
          maxLength: 120,
          size: 'max',
        }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 5000 }),
        (docs, maxBlockDocs, maxBlockBytes) => {
          const writer = new StoredFieldsWriter({ maxBlockDocs, maxBlockBytes, quality: 1 });
          docs.forEach((doc, i) => {
            expect(writer.add(doc)).toBe(i);
          });
          const reader = StoredFieldsReader.open(writer.finish());
          expect(reader.docCount).toBe(docs.length);
          const order = docs.map((_, i) => i).sort(() => Math.random() - 0.5);
          for (const i of order) {
            const doc = docs[i]!;
            if (typeof doc === 'string') expect(reader.getString(i)).toBe(doc);
            else expect(reader.get(i)).toEqual(doc);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('compresses repetitive text and rejects bad doc ids and foreign bytes', () => {
    const writer = new StoredFieldsWriter();
    const text = JSON.stringify({
      title: 'Solar cell module',
      claims: 'A solar cell comprising a substrate. '.repeat(20),
    });
    for (let i = 0; i < 100; i++) writer.add(text.replace('module', `module ${i}`));
    const bytes = writer.finish();
    expect(bytes.length).toBeLessThan(100 * text.length * 0.1);
    const reader = StoredFieldsReader.open(bytes);
    expect(JSON.parse(reader.getString(42)).title).toBe('Solar cell module 42');
    expect(() => reader.get(100)).toThrow(RangeError);
    expect(() => reader.get(-1)).toThrow(RangeError);
    expect(() => StoredFieldsReader.open(new Uint8Array(64))).toThrow();
    const empty = StoredFieldsReader.open(new StoredFieldsWriter().finish());
    expect(empty.docCount).toBe(0);
  });
});
