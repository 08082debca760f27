// Topics of the synthetic demo corpus: the words, title parts (English, German, French), classifications and
// journals of a technical field, the words it shares with other fields, and the title patterns they fill.

import type { FigureKind } from './demo-corpus-drawings';
import { ENERGY_ELECTRONICS_TOPICS } from './demo-corpus-topics-energy-electronics';
import { HEALTH_MACHINES_TOPICS } from './demo-corpus-topics-health-machines';
import { SHARED_VOCABULARY } from './demo-corpus-topics-shared';

export type Tri = readonly [en: string, de: string, fr: string];
export type Property = readonly [name: string, unit: string, min: number, max: number];

/** A topic as its table writes it; `Topic` adds the shared words. */
export type TopicCore = {
  readonly field: string;
  readonly subjects: readonly Tri[];
  readonly features: readonly Tri[];
  readonly parts: readonly string[];
  readonly materials: readonly string[];
  readonly properties: readonly Property[];
  readonly functions: readonly string[];
  readonly problems: readonly string[];
  readonly benefits: readonly string[];
  readonly cpc: readonly string[];
  readonly ipc: readonly string[];
  /** Additional CPC tagging codes (Y02 climate tags, A61K2039 indexing). */
  readonly tags?: readonly string[];
  readonly journals: readonly string[];
  /** The description has worked examples. */
  readonly examples?: boolean;
  /** Standard-essential patent declarations are made in this field. */
  readonly standards?: boolean;
  /** Drug products whose patents are listed with the FDA. */
  readonly fda?: boolean;
};

export type Topic = TopicCore & {
  /** Parts named with words other topics share (`demo-corpus-topics-shared.ts`). */
  readonly sharedParts: readonly string[];
  /** Clauses combining shared words: one goes into the abstract, one into a dependent claim. */
  readonly facts: readonly string[];
  /** Indices in `TOPICS` of related topics. */
  readonly related: readonly number[];
  /** The kinds of figure the field's drawings show, the most usual first. */
  readonly views: readonly FigureKind[];
};

const CORES: readonly TopicCore[] = [...ENERGY_ELECTRONICS_TOPICS, ...HEALTH_MACHINES_TOPICS];

function withSharedWords(core: TopicCore): Topic {
  const shared = SHARED_VOCABULARY[core.field];
  if (shared === undefined) throw new Error(`demo corpus: no shared vocabulary for "${core.field}"`);
  const related = shared.related.map((field) => {
    const index = CORES.findIndex((other) => other.field === field);
    if (index < 0) throw new Error(`demo corpus: "${core.field}" is related to unknown "${field}"`);
    return index;
  });
  return { ...core, sharedParts: shared.parts, facts: shared.facts, related, views: shared.views };
}

export const TOPICS: readonly Topic[] = CORES.map(withSharedWords);

export const TITLE_PATTERNS: readonly Tri[] = [
  ['{s}', '{s}', '{s}'],
  ['{s} {f}', '{s} {f}', '{s} {f}'],
  ['{s} {f}', '{s} {f}', '{s} {f}'],
  [
    '{s} and method for manufacturing the same',
    '{s} und Herstellungsverfahren dafür',
    '{s} et son procédé de fabrication',
  ],
  ['{s} and system comprising the same', '{s} und System damit', '{s} et système le comprenant'],
];
