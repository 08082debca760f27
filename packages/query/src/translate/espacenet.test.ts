import { describe } from 'vitest';
import { checkTranslations, type GoldenTranslation } from './golden-support';

// Espacenet smart search (CQL): cases shaped like the examples in Espacenet's help: index relations, all/any/within, prox modifiers and truncation.
const CASES: GoldenTranslation[] = [
  {
    text: 'ti=mouse prox/distance<3 ti=trap',
    query: 'TI=(mouse W1 trap)',
    notes: [
      ['ti=', 'TI', 'exact'],
      ['prox/distance<3', 'W1', 'exact'],
      ['ti=', 'TI', 'exact'],
    ],
  },
  {
    text: 'ti all "paint brush hair"',
    query: 'TI=(paint AND brush AND hair)',
    notes: [['ti all', 'TI', 'exact']],
  },
  {
    text: 'ab any "motor engine"',
    query: 'AB=(motor OR engine)',
    notes: [['ab any', 'AB', 'exact']],
  },
  {
    text: 'pd within "2005 2006"',
    query: 'PD=2005:2006',
    notes: [['pd within "2005 2006"', 'PD=2005:2006', 'exact']],
  },
  {
    text: 'pa=siemens and pd>=2005',
    query: 'PA=siemens AND PD>=2005',
    notes: [
      ['pa=', 'PA', 'exact'],
      ['pd>=2005', 'PD>=2005', 'exact'],
    ],
  },
  {
    text: 'ti="electric motor" or ti=engine and pd<=2010',
    query: '(TI=(electric motor) OR TI=engine) AND PD<=2010',
    notes: [
      ['ti=', 'TI', 'exact'],
      ['ti=', 'TI', 'exact'],
      ['pd<=2010', 'PD<=2010', 'exact'],
    ],
  },
  {
    text: 'ia=Apple prox/ordered ia=Corp',
    query: 'PA=(Apple WF0 Corp) OR INV=(Apple WF0 Corp)',
    notes: [
      ['ia=', 'PA OR INV', 'exact'],
      ['prox/ordered', 'WF0', 'approximate'],
      ['ia=', 'PA OR INV', 'exact'],
    ],
  },
  {
    text: 'txt=solar not cpc=H01L31/04',
    query: '(TA=solar OR PA=solar OR INV=solar) NOT CPC=H01L31/04',
    notes: [
      ['txt=', 'TA OR PA OR INV', 'exact'],
      ['cpc=', 'CPC', 'exact'],
    ],
  },
  {
    text: 'ta=(wind prox/distance<=5/ordered turbine)',
    query: 'TA=(wind WF4 turbine)',
    notes: [
      ['ta=', 'TA', 'exact'],
      ['prox/distance<=5/ordered', 'WF4', 'exact'],
    ],
  },
  {
    text: 'mouse prox/unit=sentence trap',
    query: 'mouse WS trap',
    notes: [
      ['mouse prox/unit=sentence trap', 'mouse WS trap', 'approximate'],
      ['prox/unit=sentence', 'WS', 'exact'],
    ],
  },
  {
    text: 'ti=colo?r and ab=pane#',
    query: 'TI=colo!r AND AB=pane?',
    notes: [
      ['ti=', 'TI', 'exact'],
      ['colo?r', 'colo!r', 'exact'],
      ['ab=', 'AB', 'exact'],
      ['pane#', 'pane?', 'exact'],
    ],
  },
  {
    text: 'ti=laser prox/distance>4 ti=diode',
    query: 'TI=laser AND TI=diode',
    notes: [
      ['ti=', 'TI', 'exact'],
      ['prox/distance>4', 'AND', 'approximate'],
      ['ti=', 'TI', 'exact'],
    ],
  },
  {
    text: 'famn=12345 and ti=pump',
    query: 'TI=pump',
    notes: [
      ['famn=', '', 'none'],
      ['ti=', 'TI', 'exact'],
    ],
  },
  {
    text: 'in=smith and num=EP1000000',
    query: 'INV=smith AND (PN=EP1000000 OR AP=EP1000000 OR PR=EP1000000)',
    notes: [
      ['in=', 'INV', 'exact'],
      ['num=', 'PN OR AP OR PR', 'exact'],
    ],
  },
];

describe('translate from Espacenet', () => {
  checkTranslations('espacenet', CASES);
});
