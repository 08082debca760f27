import type { BooleanNode } from './ast';

/**
 * Every sentence the parsed view shows, in one place so it can move to i18n keys (with the parameters as
 * interpolation values) without touching the tree-building code.
 */
export const PARSED_VIEW_TEXTS = {
  booleanLabel: { AND: 'AND', OR: 'OR', NOT: 'AND NOT', XOR: 'XOR' } satisfies Record<BooleanNode['op'], string>,
  booleanDetail: {
    AND: 'all of these must match',
    OR: 'any of these may match',
    NOT: 'the first, but not the second',
    XOR: 'one of the two, but not both',
  } satisfies Record<BooleanNode['op'], string>,
  proximity: {
    W: (n: number) => (n === 0 ? 'adjacent, either order' : `within ${words(n)}, either order`),
    WF: (n: number) => (n === 0 ? 'adjacent, in this order' : `within ${words(n)}, in this order`),
    NOTW: (n: number) => (n === 0 ? 'not adjacent' : `not within ${words(n)}`),
    NOTWF: (n: number) => (n === 0 ? 'not directly followed' : `not followed within ${words(n)}`),
    WS: 'in the same sentence',
    WP: 'in the same paragraph',
  },
  phrase: 'words next to each other, in this order',
  truncation: (parts: readonly string[]) => `truncation: ${parts.join(', ')}`,
  truncationCharacter: {
    '*': '* any number of characters',
    '?': '? exactly one character',
    '!': '! one character or none',
    _: '_ a space, a hyphen or nothing',
  } as Record<string, string>,
  defaultField: (title: string) => `no field given: searches ${title}`,
  range: {
    on: (date: string) => `on ${date}`,
    in: (date: string) => `in ${date}`,
    equal: (value: string) => `equal to ${value}`,
    between: (from: string, to: string) => `from ${from} to ${to}`,
    after: (value: string) => `after ${value}`,
    atLeast: (value: string) => `from ${value} onwards`,
    before: (value: string) => `before ${value}`,
    atMost: (value: string) => `up to and including ${value}`,
    withTitle: (title: string, condition: string) => `${title} ${condition}`,
  },
  historyRef: (index: number) => `search #${index}`,
  historyRange: (from: number, to: number, op: string) => `searches ${from} to ${to} combined with ${op}`,
  documentSet: (count: number) =>
    `${count.toLocaleString('en')} ${count === 1 ? 'document' : 'documents'} whose custom field value matches`,
  atLeast: (min: number, count: number) => `at least ${min} of ${count}`,
  designImage: {
    images: (count: number) => (count === 1 ? '1 reference image' : `${count} reference images`),
    countries: (countries: readonly string[]) => `countries ${countries.join(', ')}`,
    maxResults: (max: number) => `at most ${max} results`,
    caption: (caption: string) => `caption "${caption}"`,
    locarno: (code: string) => `Locarno ${code}`,
    uspc: (code: string) => `USPC ${code}`,
  },
  error: 'not understood: see the message for this position',
  /** Parts of one detail are joined with this. */
  separator: '; ',
} as const;

function words(n: number): string {
  return n === 1 ? '1 word' : `${n} words`;
}
