// Word pools and country weights the synthetic demo corpus builds its companies from.

import type { Inventor } from './demo-corpus-people';

export const STEMS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  US: [
    [
      'Nor',
      'Kal',
      'Sun',
      'Vel',
      'Ari',
      'Tor',
      'Lum',
      'Bren',
      'Cor',
      'Dal',
      'Ever',
      'Gran',
      'Hel',
      'Mar',
      'Nov',
      'Quan',
      'Ros',
      'Wes',
    ],
    ['dex', 'vion', 'tra', 'lux', 'gen', 'mark', 'tek', 'ora', 'wind', 'stone', 'field', 'ion', 'ano', 'ris'],
  ],
  GB: [
    ['Brax', 'Ash', 'Chel', 'Hart', 'Kings', 'Mor', 'Pen', 'Stan', 'Thorn', 'Wick'],
    ['ton', 'ford', 'ley', 'well', 'bury', 'wood', 'more'],
  ],
  DE: [
    ['Brenn', 'Kalt', 'Stein', 'Wald', 'Hohen', 'Lind', 'Falk', 'Reich', 'Sonn', 'Eich', 'Berg', 'Tann'],
    ['wert', 'feld', 'hof', 'mann', 'stedt', 'tal', 'werk', 'bach', 'haus'],
  ],
  CH: [
    ['Alpen', 'Rhein', 'Säntis', 'Jura', 'Lemm', 'Gott'],
    ['tec', 'berg', 'wil', 'stein'],
  ],
  FR: [
    ['Beau', 'Mont', 'Val', 'Clair', 'Ver', 'Roche', 'Bel', 'Cha', 'Lor'],
    ['mont', 'rive', 'lieu', 'val', 'fort', 'ane', 'ette'],
  ],
  NL: [
    ['Vel', 'Zee', 'Brug', 'Dijk', 'Hol', 'Oost'],
    ['da', 'stra', 'man', 'veld', 'hoven'],
  ],
  SE: [
    ['Norr', 'Fjäll', 'Sjö', 'Ek', 'Björk', 'Vinter'],
    ['a', 'vik', 'dal', 'berg', 'ström'],
  ],
  JP: [
    ['Ta', 'Mi', 'Sa', 'No', 'Ri', 'Ha', 'Ya', 'Ko', 'Shi', 'Na', 'To', 'Mo', 'Hi', 'Ka'],
    ['ko', 'mi', 'ra', 'ne', 'shi', 'ta', 'wa', 'no', 'ka'],
    ['', 'ya', 'ri', 'da', 'to'],
  ],
  CN: [
    ['Hua', 'Zhong', 'Xin', 'Tian', 'Jin', 'Long', 'Sheng', 'Rui', 'Hong', 'Da', 'Bo', 'Kai'],
    ['xin', 'rui', 'tong', 'feng', 'yuan', 'chuang', 'wei', 'neng'],
  ],
  KR: [
    ['Han', 'Dae', 'Seong', 'Jin', 'Woo', 'Hyun', 'Sam', 'Il', 'Kyung', 'Dong'],
    ['jin', 'sung', 'woo', 'hwa', 'il', 'min', 'kwang'],
  ],
};

export const SECTORS: readonly string[] = [
  'Energy',
  'Solar',
  'Semiconductor',
  'Display',
  'Communications',
  'Systems',
  'Automotive',
  'Wind Power',
  'Pharma',
  'Biotherapeutics',
  'Medical',
  'Packaging',
  'Imaging',
  'Robotics',
  'Climate',
  'Appliances',
];
// German company words for the sectors, in topic order.
export const SECTORS_DE: readonly string[] = [
  'Energie',
  'Solar',
  'Halbleiter',
  'Display',
  'Kommunikation',
  'Systeme',
  'Automotive',
  'Windkraft',
  'Pharma',
  'Biotherapeutika',
  'Medizintechnik',
  'Verpackung',
  'Drucktechnik',
  'Robotik',
  'Klimatechnik',
  'Haushaltsgeräte',
];

export type Company = {
  readonly country: string;
  /** Spellings as sources write them; all share one `partyNameKey`. The first is the readable one. */
  readonly variants: readonly string[];
  readonly parent?: string;
  /** Indices in `TOPICS`: the main one first, then at most two related ones. */
  readonly topics: readonly number[];
  /** Staff inventors, each working in one or two of `topics`. */
  readonly inventors: readonly Inventor[];
  readonly university: boolean;
};

export const COMPANY_COUNTRIES: readonly (readonly [string, number])[] = [
  ['US', 30],
  ['JP', 18],
  ['CN', 14],
  ['DE', 12],
  ['KR', 8],
  ['FR', 5],
  ['GB', 4],
  ['CH', 3],
  ['NL', 3],
  ['SE', 3],
];
