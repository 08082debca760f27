// Topics of the synthetic demo corpus: the words, title parts (English, German, French), classifications and
// journals of a technical field, and the title patterns they fill.

import { ENERGY_ELECTRONICS_TOPICS } from './demo-corpus-topics-energy-electronics';
import { HEALTH_MACHINES_TOPICS } from './demo-corpus-topics-health-machines';

export type Tri = readonly [en: string, de: string, fr: string];
export type Property = readonly [name: string, unit: string, min: number, max: number];

export type Topic = {
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

export const TOPICS: readonly Topic[] = [...ENERGY_ELECTRONICS_TOPICS, ...HEALTH_MACHINES_TOPICS];

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
