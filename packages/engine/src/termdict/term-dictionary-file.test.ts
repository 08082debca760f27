import { describe, expect, it } from 'vitest';
import type { ByteSource } from '../codec/byte-source.ts';
import { TermDictionary } from './term-dictionary.ts';
import {
  buildTermDictionary,
  TERM_DICTIONARY_MAGIC_V1,
  TERMS_PER_BLOCK,
  type TermInfo,
} from './term-dictionary-writer.ts';
import { compareTerms } from './utf8-order.ts';

/** A source that copies every read, as a file does, and counts what it was asked for. */
function fileLike(bytes: Uint8Array): ByteSource & { reads: number; bytesRead: number } {
  const source = {
    size: bytes.length,
    reads: 0,
    bytesRead: 0,
    readSync(offset: number, length: number) {
      if (offset < 0 || length < 0 || offset + length > bytes.length) throw new RangeError('read past the end');
      source.reads++;
      source.bytesRead += length;
      return bytes.slice(offset, offset + length);
    },
  };
  return source;
}

/** 30,000 terms under several fields' prefixes, long and short: about 500 KB, many times the 64 KiB scan window. */
function bigDictionary(): [string, TermInfo][] {
  const terms = new Set<string>();
  for (let i = 0; i < 30_000; i++) {
    const field = String.fromCharCode(0x41 + (i % 5));
    terms.add(`${field}${(i * 7919).toString(36)}${i % 13 === 0 ? 'x'.repeat(i % 200) : ''}`);
  }
  let offset = 0;
  return [...terms].sort(compareTerms).map((term, i) => {
    const info = { docFreq: (i % 9) + 1, totalTermFreq: (i % 9) + 1 + (i % 4), offset, length: (i % 50) + 1 };
    offset += info.length;
    return [term, info];
  });
}

/** The same dictionary as the first format wrote it: 16-byte header, no block-key section. */
function asVersion1(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const blockCount = view.getUint32(8, true);
  const indexOffset = view.getUint32(12, true);
  const blocks = bytes.subarray(24, indexOffset);
  const out = new Uint8Array(16 + blocks.length + 4 * blockCount);
  const header = new DataView(out.buffer);
  header.setUint32(0, TERM_DICTIONARY_MAGIC_V1, true);
  header.setUint32(4, view.getUint32(4, true), true);
  header.setUint32(8, blockCount, true);
  header.setUint32(12, 16 + blocks.length, true);
  out.set(blocks, 16);
  // Blocks moved 8 bytes towards the start; the header grew from 16 to 24 bytes when the key section came.
  for (let b = 0; b < blockCount; b++)
    header.setUint32(16 + blocks.length + 4 * b, view.getUint32(indexOffset + 4 * b, true) - 8, true);
  return out;
}

describe('term dictionary read from a file', () => {
  const entries = bigDictionary();
  const bytes = buildTermDictionary(entries);

  it('answers lookups, prefixes and scans exactly as over bytes in memory, holding only the block keys', () => {
    const source = fileLike(bytes);
    const dict = TermDictionary.open(source);
    // Opening reads the header, the block offsets and the block keys: a small part of the file.
    expect(source.bytesRead).toBeLessThan(bytes.length / 4);
    const map = new Map(entries);
    // Lookups in a scattered order move the window back and forth.
    let wrong = 0;
    for (let i = 0; i < entries.length; i++) {
      const [term, info] = entries[(i * 7_001) % entries.length]!;
      const found = dict.lookup(term);
      if (found?.offset !== info.offset || found.docFreq !== info.docFreq || found.length !== info.length) wrong++;
    }
    expect(wrong).toBe(0);
    for (const absent of ['', '@', 'A', 'Azzzzzzzz', 'E~', '\u{10FFFF}'])
      expect(dict.lookup(absent)).toEqual(map.get(absent) ?? null);
    for (const prefix of ['B', 'C1', 'Dx', 'E9z', '']) {
      const expected = entries.filter(([t]) => t.startsWith(prefix)).map(([term, info]) => ({ term, info }));
      expect([...dict.prefix(prefix)]).toEqual(expected);
    }
    const scanned = dict.scan((t) => t.endsWith('xx'), 100_000);
    expect(scanned.entries.map((e) => e.term)).toEqual(entries.map(([t]) => t).filter((t) => t.endsWith('xx')));
  }, 30_000);

  it('keeps a suspended prefix scan in place while lookups read other parts of the file', () => {
    const dict = TermDictionary.open(fileLike(bytes));
    const expected = entries.filter(([t]) => t.startsWith('C')).map(([term]) => term);
    const seen: string[] = [];
    let i = 0;
    for (const entry of dict.prefix('C')) {
      seen.push(entry.term);
      // A lookup far away (another field, so another window) between every step of the scan.
      const [far, info] = entries[(i++ * 104_729) % entries.length]!;
      expect(dict.lookup(far)).toEqual(info);
    }
    expect(seen).toEqual(expected);
    expect(seen.length).toBeGreaterThan(TERMS_PER_BLOCK * 100);
  }, 30_000);

  it('reads dictionaries written in the first format', () => {
    const old = TermDictionary.open(fileLike(asVersion1(bytes)));
    expect(old.size).toBe(entries.length);
    for (let i = 0; i < entries.length; i += 97) expect(old.lookup(entries[i]![0])).toEqual(entries[i]![1]);
    expect([...old.prefix('D')].map((e) => e.term)).toEqual(entries.map(([t]) => t).filter((t) => t.startsWith('D')));
  }, 30_000);
});
