import { describe } from 'vitest';
import { checkTranslations, type GoldenTranslation } from './golden-support';

// Orbit (Questel): cases shaped like the examples in Orbit's search help: proximity nD/nW/S/P/F, truncation + ? #, field suffixes and dates.
const CASES: GoldenTranslation[] = [
  {
    text: '(solar 2D cell+)/TI/AB/CLMS',
    query: 'TAC=(solar W2 cell*)',
    notes: [
      ['2D', 'W2', 'exact'],
      ['cell+', 'cell*', 'exact'],
      ['/TI/AB/CLMS', 'TAC', 'exact'],
    ],
  },
  {
    text: 'wireless 3W charg+',
    query: 'wireless WF3 charg*',
    notes: [
      ['wireless 3W charg+', 'wireless WF3 charg*', 'approximate'],
      ['3W', 'WF3', 'exact'],
      ['charg+', 'charg*', 'exact'],
    ],
  },
  {
    text: 'colo?r/TI',
    query: 'TI=colo!r',
    notes: [
      ['colo?r', 'colo!r', 'exact'],
      ['/TI', 'TI', 'exact'],
    ],
  },
  {
    text: 'pane# AND glass/AB',
    query: 'pane? AND AB=glass',
    notes: [
      ['pane#', 'pane?', 'exact'],
      ['pane#', 'pane?', 'approximate'],
      ['/AB', 'AB', 'exact'],
    ],
  },
  {
    text: '(battery D (charger OR charging))/CLMS',
    query: 'CL=(battery W0 (charger OR charging))',
    notes: [
      ['D', 'W0', 'exact'],
      ['/CLMS', 'CL', 'exact'],
    ],
  },
  {
    text: 'selfclean+ S toilet?',
    query: 'selfclean* WS toilet!',
    notes: [
      ['selfclean+', 'selfclean*', 'exact'],
      ['selfclean+ S toilet?', 'selfclean* WS toilet!', 'approximate'],
      ['S', 'WS', 'exact'],
      ['toilet?', 'toilet!', 'exact'],
    ],
  },
  {
    text: 'sodium P chlorine',
    query: 'sodium WP chlorine',
    notes: [
      ['sodium P chlorine', 'sodium WP chlorine', 'approximate'],
      ['P', 'WP', 'exact'],
    ],
  },
  {
    text: 'sodium F chlorine',
    query: 'sodium AND chlorine',
    notes: [
      ['sodium', 'sodium', 'approximate'],
      ['F', 'AND', 'approximate'],
    ],
  },
  {
    text: 'smart card/TI NOT chip',
    query: 'TI=(smart card) NOT chip',
    notes: [
      ['/TI', 'TI', 'exact'],
      ['chip', 'chip', 'approximate'],
    ],
  },
  {
    text: 'H01L-031/04/IC OR H02S/CPC',
    query: 'IPC=H01L31/04 OR CPC=H02S',
    notes: [
      ['/IC', 'IPC', 'exact'],
      ['/CPC', 'CPC', 'exact'],
    ],
  },
  {
    text: '2010-01-01:2015-12-31/PD AND heat pump/TI',
    query: 'PD=20100101:20151231 AND TI=(heat pump)',
    notes: [
      ['/PD', 'PD', 'exact'],
      ['/TI', 'TI', 'exact'],
    ],
  },
  {
    text: 'PD >= 2018-06-01 AND (drone 5D delivery)/TI/AB',
    query: 'PD>=20180601 AND TA=(drone W5 delivery)',
    notes: [
      ['PD >= 2018-06-01', 'PD>=20180601', 'exact'],
      ['5D', 'W5', 'exact'],
      ['/TI/AB', 'TA', 'exact'],
    ],
  },
  {
    text: '(friction =2W pad)/TI',
    query: 'TI=(friction WF2 pad)',
    notes: [
      ['=2W', 'WF2', 'approximate'],
      ['/TI', 'TI', 'exact'],
    ],
  },
  {
    text: '(electric vehicle)/OBJ',
    query: 'TAC=(electric vehicle)',
    notes: [['/OBJ', 'TAC', 'approximate']],
  },
  {
    text: '(siemens)/PA AND turbine/FAN',
    query: 'PA=siemens',
    notes: [
      ['/PA', 'PA', 'exact'],
      ['/FAN', '', 'none'],
    ],
  },
  {
    text: '(a 2D b)/XYZ OR c/TI',
    query: 'TI=c',
    notes: [
      ['2D', 'W2', 'exact'],
      ['/XYZ', '', 'none'],
      ['/TI', 'TI', 'exact'],
    ],
  },
];

describe('translate from Orbit', () => {
  checkTranslations('orbit', CASES);
});
