import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkedTextEntry, readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';
import { usptoOdpJsonReader } from './uspto-odp-json';
import { type JsonScanEvent, scanJsonRecords } from './uspto-odp-json-scan';

const DATA = `${SHARED_DATA}/uspto-odp/patent-dev-uspto-odp/examples`;

async function scan(text: string, size = text.length || 1): Promise<JsonScanEvent[]> {
  async function* chunks() {
    for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
  }
  const events: JsonScanEvent[] = [];
  const isRecordArray = (path: readonly string[]) => ['bag', 'response.docs'].includes(path.join('.'));
  for await (const event of scanJsonRecords(chunks(), { isRecordArray })) events.push(event);
  return events;
}

describe('scanJsonRecords', () => {
  it('yields the elements of record arrays as they complete, and the envelope with each record as 0', async () => {
    const text =
      '\uFEFF{"count": 2,\n "bag": [{"a": "x\\"y"}, [1, 2.5e-3], "s", null],\n "response": {"docs": [true]}}';
    for (const size of [1, 2, 5, 1000]) {
      expect(await scan(text, size)).toEqual([
        { kind: 'record', path: ['bag'], index: 0, value: { a: 'x"y' }, line: 2, column: 10 },
        { kind: 'record', path: ['bag'], index: 1, value: [1, 0.0025], line: 2, column: 25 },
        { kind: 'record', path: ['bag'], index: 2, value: 's', line: 2, column: 38 },
        { kind: 'record', path: ['bag'], index: 3, value: null, line: 2, column: 43 },
        { kind: 'record', path: ['response', 'docs'], index: 0, value: true, line: 3, column: 24 },
        {
          kind: 'end',
          envelope: { count: 2, bag: [0, 0, 0, 0], response: { docs: [0] } },
          keys: ['count', 'bag', 'response'],
        },
      ]);
    }
  });

  it('drops the envelope beyond its limit but keeps the keys', async () => {
    const events: JsonScanEvent[] = [];
    const text = JSON.stringify({ big: 'x'.repeat(100), bag: [1] });
    async function* one() {
      yield text;
    }
    for await (const event of scanJsonRecords(one(), { isRecordArray: () => true, envelopeLimit: 50 })) {
      events.push(event);
    }
    expect(events.at(-1)).toEqual({ kind: 'end', envelope: undefined, keys: ['big', 'bag'] });
  });

  it('reports each syntax error at its line and column, after the records before it', async () => {
    const cases: [string, string, number, number][] = [
      [
        '{"bag": [{"a": 1} {"b": 2}]}',
        "JSON syntax error: expected ',' or ']' after an array element, found '{'",
        1,
        19,
      ],
      ['{\n  "a": 1\n  "b": 2\n}', "JSON syntax error: expected ',' or '}' after a property value, found '\"'", 3, 3],
      ['{"a": tru}', 'JSON syntax error: invalid literal "tru" (expected true, false or null)', 1, 7],
      ['{"a": 01}', 'JSON syntax error: invalid number "01"', 1, 7],
      ['{"a": "x\ty"}', 'JSON syntax error: unescaped character U+0009 in a string', 1, 9],
      ['{"a": "\\x"}', 'JSON syntax error: invalid escape \\x in a string', 1, 9],
      ['{a: 1}', "JSON syntax error: expected a property name in double quotes, found 'a'", 1, 2],
      ['{"a" 1}', "JSON syntax error: expected ':' after a property name, found '1'", 1, 6],
      ['{"a": }', "JSON syntax error: expected a value, found '}'", 1, 7],
      ['{"a": 1} {}', "JSON syntax error: unexpected '{' after the end of the JSON value", 1, 10],
      ['{"a": [1,]}', "JSON syntax error: expected a value, found ']'", 1, 10],
      ['{"a": "open', 'The file ends inside a string: the JSON is truncated', 1, 12],
      ['', 'Empty file: no JSON value', 1, 1],
    ];
    for (const [text, message, line, column] of cases) {
      expect((await scan(text, 3)).at(-1), text).toEqual({ kind: 'error', message, line, column });
    }
    expect(await scan('{"bag": [{"a": 1}, {"b": 2', 4)).toEqual([
      { kind: 'record', path: ['bag'], index: 0, value: { a: 1 }, line: 1, column: 10 },
      {
        kind: 'error',
        message:
          'The file ends before the JSON is complete: the object opened at line 1, column 20 is not closed (3 still open)',
        line: 1,
        column: 27,
      },
    ]);
  });
});

describe('uspto-odp-json malformed input', () => {
  it('a truncated response gives the documents before the cut, then an error at the end of the file', async () => {
    const record = JSON.parse(readFileSync(join(DATA, 'search_patents/response.json'), 'utf8'))
      .patentFileWrapperDataBag[0];
    const text = JSON.stringify({ count: 2, patentFileWrapperDataBag: [record, record] }, null, 2);
    const cut = text.slice(0, text.lastIndexOf('"inventorBag"'));
    const lines = cut.split('\n');
    // The innermost open object is the second record's applicationMetaData.
    const opened = text.slice(0, text.indexOf('{', text.lastIndexOf('"applicationMetaData"'))).split('\n');
    const results = await readAll(usptoOdpJsonReader, chunkedTextEntry(100)('cut.json', cut));
    expect(results.map((r) => r.kind)).toEqual(['document', 'error']);
    expect(results[1]).toEqual({
      kind: 'error',
      file: 'cut.json',
      position: { line: lines.length, column: lines.at(-1)!.length + 1 },
      message: `The file ends before the JSON is complete: the object opened at line ${opened.length}, column ${opened.at(-1)!.length + 1} is not closed (4 still open)`,
    });
  });

  it('the real get_patent response cut in the middle: a clear error with its position, no document', async () => {
    const text = readFileSync(join(DATA, 'get_patent/response.json'), 'utf8');
    const results = await readAll(usptoOdpJsonReader, textEntry('get_patent.json', text.slice(0, 50_000)));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      kind: 'error',
      file: 'get_patent.json',
      position: { line: expect.any(Number), column: expect.any(Number) },
      message: expect.stringMatching(/^The file ends (?:before the JSON is complete|inside a string)/),
    });
  });

  it('a syntax error names line and column; an empty file is an error at line 1', async () => {
    const broken =
      '{\n  "count": 1,\n  "patentFileWrapperDataBag": [\n    {"applicationNumberText": "17248024" "x": 1}\n  ]\n}';
    expect(await readAll(usptoOdpJsonReader, textEntry('broken.json', broken))).toEqual([
      {
        kind: 'error',
        file: 'broken.json',
        position: { line: 4, column: 42 },
        message: "JSON syntax error: expected ',' or '}' after a property value, found '\"'",
      },
    ]);
    for (const empty of ['', '  \n  ']) {
      expect(await readAll(usptoOdpJsonReader, textEntry('empty.json', empty))).toEqual([
        {
          kind: 'error',
          file: 'empty.json',
          position: { line: 1, column: 1 },
          message: 'Empty file: no USPTO ODP response.',
        },
      ]);
    }
  });

  it('a record that is no object, and a response of unknown shape, are errors', async () => {
    const results = await readAll(
      usptoOdpJsonReader,
      textEntry('odd.json', '{"patentFileWrapperDataBag": [\n 17248024\n]}'),
    );
    expect(results).toEqual([
      {
        kind: 'error',
        file: 'odd.json',
        position: { line: 2, column: 2, document: 0 },
        message: 'The patentFileWrapperDataBag record 0 is not a JSON object.',
      },
    ]);
    // Detected by `patentTrialData` in a string; the object itself is nothing ODP answers.
    const unknown = '{"note": "x", "other": {"patentTrialData": 1}}';
    expect(usptoOdpJsonReader.detect(unknown)).toBe(true);
    expect(await readAll(usptoOdpJsonReader, textEntry('unknown.json', unknown))).toEqual([
      {
        kind: 'error',
        file: 'unknown.json',
        position: { line: 1, column: 1 },
        message: 'Unknown USPTO ODP response: its keys (note, other) hold no record this reader knows.',
      },
    ]);
  });
});
