import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random';
import { parseMembers as parseMemberBytes } from './stored-members';

/** The members of a stored text, through its UTF-8 bytes as the segment reader hands them. */
const parseMembers = (json: string, wanted: readonly string[]) =>
  parseMemberBytes(new TextEncoder().encode(json), wanted);

/** What `parseMembers` must equal: the wanted keys of the whole parsed object. */
function expected(json: string, wanted: readonly string[]): Record<string, unknown> {
  const all = JSON.parse(json) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of wanted) if (Object.hasOwn(all, key)) out[key] = all[key];
  return out;
}

const TRICKY = [
  '',
  'a',
  'ucid',
  'titles',
  '"',
  '\\',
  '\\"',
  'x"y',
  'a,b',
  '{',
  '}',
  '[',
  ']',
  ':',
  'é',
  '锂',
  '😀',
  '\u2028',
  '\n',
];

function randomValue(random: () => number, depth: number): unknown {
  const pick = random();
  const text = () =>
    Array.from({ length: Math.floor(random() * 4) }, () => TRICKY[Math.floor(random() * TRICKY.length)]).join('');
  if (depth > 2 || pick < 0.35) return text();
  if (pick < 0.45) return Math.floor(random() * 2e6) - 1e6;
  if (pick < 0.5) return random() * 10;
  if (pick < 0.55) return random() < 0.5;
  if (pick < 0.6) return null;
  if (pick < 0.8) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  return randomObject(random, depth + 1);
}

function randomObject(random: () => number, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = Math.floor(random() * 6);
  for (let i = 0; i < n; i++) out[TRICKY[Math.floor(random() * TRICKY.length)]!] = randomValue(random, depth);
  return out;
}

describe('parseMembers', () => {
  it('equals the wanted members of JSON.parse on random objects with quotes, escapes and nesting', () => {
    const random = seededRandom(21);
    for (let round = 0; round < 3000; round++) {
      const json = JSON.stringify(randomObject(random, 0));
      const wanted = TRICKY.filter(() => random() < 0.3);
      expect(parseMembers(json, wanted), json).toEqual(expected(json, wanted));
    }
  });

  it('parses the whole text when it is not laid out as JSON.stringify lays it out', () => {
    const spaced = '{ "ucid" : "EP-1", "titles": ["a"] }';
    expect(parseMembers(spaced, ['ucid', 'titles'])).toEqual({ ucid: 'EP-1', titles: ['a'] });
    expect(parseMembers('{}', ['ucid'])).toEqual({});
  });

  it('finds a key written with escapes, and no member for __proto__', () => {
    expect(parseMembers('{"t\\u0069tles":1,"ucid":"U"}', ['titles', 'ucid'])).toEqual({ titles: 1, ucid: 'U' });
    const parsed = parseMembers('{"__proto__":{"x":1},"ucid":"U"}', ['__proto__', 'ucid']);
    expect(Object.hasOwn(parsed, 'ucid')).toBe(true);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
