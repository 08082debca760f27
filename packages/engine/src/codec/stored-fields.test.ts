import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ByteSource, bytesSource } from './byte-source.ts';
import { StoredFieldsReader, StoredFieldsWriter } from './stored-fields.ts';

/** A source that counts the bytes asked of it. */
function countingSource(bytes: Uint8Array): ByteSource & { read: number } {
  const inner = bytesSource(bytes);
  const source = {
    size: inner.size,
    read: 0,
    readSync(offset: number, length: number) {
      source.read += length;
      return inner.readSync(offset, length);
    },
  };
  return source;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

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

  it('drained at any moments, writes the same file as in one piece', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 400 }), { maxLength: 80 }),
        fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
        (docs, drainAfter) => {
          const whole = new StoredFieldsWriter({ maxBlockDocs: 4, quality: 1 });
          const streamed = new StoredFieldsWriter({ maxBlockDocs: 4, quality: 1 });
          const chunks: Uint8Array[] = [];
          docs.forEach((doc, i) => {
            whole.add(doc);
            streamed.add(doc);
            if (drainAfter[i]) chunks.push(streamed.drain());
          });
          chunks.push(streamed.drain(), streamed.finish());
          expect(concat(chunks)).toEqual(whole.finish());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads from its source only the index and the blocks of the documents asked for', () => {
    const writer = new StoredFieldsWriter({ maxBlockDocs: 8 });
    for (let i = 0; i < 2000; i++) writer.add(`document ${i} ${'x'.repeat(i % 97)} ${(i * 7919) % 10007}`);
    const bytes = writer.finish();
    const source = countingSource(bytes);
    const reader = StoredFieldsReader.open(source);
    const index = source.read;
    expect(index).toBeLessThan(bytes.length / 4);
    expect(reader.getString(1234)).toMatch(/^document 1234 /);
    expect(reader.getString(1235)).toMatch(/^document 1235 /);
    const oneBlock = source.read - index;
    expect(oneBlock).toBeGreaterThan(0);
    expect(oneBlock).toBeLessThan(bytes.length / 100);
  });
});
