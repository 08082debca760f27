import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryHead, type InputItem, walkInputs } from './input';

const DATA = join(import.meta.dirname, '../../../../shared/data');

async function list(paths: string[]): Promise<InputItem[]> {
  const items: InputItem[] = [];
  for await (const item of walkInputs(paths)) items.push(item);
  return items;
}

async function text(item: InputItem): Promise<string> {
  if (item.kind !== 'entry') throw new Error(item.message);
  const chunks: Uint8Array[] = [];
  for await (const chunk of item.entry.open()) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

describe('walkInputs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ingest-input-'));
    await writeFile(join(dir, 'b.txt'), 'second');
    await writeFile(join(dir, 'a.txt'), 'first');
    await writeFile(join(dir, 'c.txt.gz'), gzipSync('third, compressed'));
    await writeFile(join(dir, 'junk.zip'), 'this is not a zip');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('walks a folder in name order, gunzips .gz, and reports a broken archive without stopping', async () => {
    const items = await list([dir, join(dir, 'missing.xml')]);
    const entries = items.filter((i) => i.kind === 'entry');
    expect(await Promise.all(entries.map(text))).toEqual(['first', 'second', 'third, compressed']);
    const errors = items.filter((i) => i.kind === 'input-error');
    expect(errors.map((e) => (e.kind === 'input-error' ? e.file : ''))).toEqual([
      join(dir, 'junk.zip'),
      join(dir, 'missing.xml'),
    ]);
    expect(errors[0]!.kind === 'input-error' && errors[0]!.message).toMatch(/not a readable zip/);
  });

  it('opens the real weekly USPTO zip and the EPO delivery with a zip inside a zip', async () => {
    const weekly = await list([join(DATA, 'uspto-xml/alexandria3k-ipgb/ipgb20230404_wk14.zip')]);
    const names = weekly.map((i) => (i.kind === 'entry' ? i.entry.name : i.message));
    expect(names.some((n) => n.endsWith('.xml'))).toBe(true);
    const xml = weekly.find((i) => i.kind === 'entry' && i.entry.name.endsWith('.xml'))!;
    expect(await entryHead((xml as { entry: Parameters<typeof entryHead>[0] }).entry, 200)).toMatch(/^<\?xml/);

    const delivery = await list([join(DATA, 'epo-fulltext-es/Full_Text_ES_frontfile.zip')]);
    const nested = delivery.filter((i) => i.kind === 'entry' && /\.zip!\/.*\.zip!\//.test(i.entry.name));
    expect(nested.length).toBeGreaterThan(0);
    expect(delivery.filter((i) => i.kind === 'input-error')).toEqual([]);
  });
});
