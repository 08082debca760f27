import { describe } from 'vitest';
import { checkTranslations, type GoldenTranslation } from './golden-support';

// PatBase: cases shaped like the examples in PatBase's command-line help: FIELD=, Wn and NEARn, *n truncation, dates and exact names.
const CASES: GoldenTranslation[] = [
  {
    text: 'TAC=(solar W3 cell*)',
    query: 'TAC=(solar WF3 cell*)',
    notes: [['W3', 'WF3', 'approximate']],
  },
  {
    text: 'TI=(wind NEAR5 turbine)',
    query: 'TI=(wind W5 turbine)',
    notes: [['NEAR5', 'W5', 'approximate']],
  },
  {
    text: 'TAC=(drone NEAR delivery)',
    query: 'TAC=(drone W5 delivery)',
    notes: [['NEAR', 'W5', 'approximate']],
  },
  {
    text: 'PA=siemens NOT PD=199004:1991',
    query: 'PA=siemens NOT PD=199004:1991',
    notes: [['PD=199004:1991', 'PD=199004:1991', 'exact']],
  },
  {
    text: 'PD>=20100101 AND TI=battery',
    query: 'PD>=20100101 AND TI=battery',
    notes: [['PD>=20100101', 'PD>=20100101', 'exact']],
  },
  {
    text: 'TA=colo*1r',
    query: 'TA=colo!r',
    notes: [['colo*1r', 'colo!r', 'exact']],
  },
  {
    text: 'CLM=(heat pump W2 compressor)',
    query: 'CL=(heat pump WF2 compressor)',
    notes: [
      ['CLM=', 'CL', 'exact'],
      ['W2', 'WF2', 'approximate'],
    ],
  },
  {
    text: 'IC=H01L31/04 OR CPC=H02S*',
    query: 'IPC=H01L31/04 OR CPC=H02S*',
    notes: [['IC=', 'IPC', 'exact']],
  },
  {
    text: 'PA=Smith_J',
    query: 'PA=(Smith J)',
    notes: [['Smith_J', 'Smith J', 'approximate']],
  },
  {
    text: 'IN=(smith OR jones) AND DESC=laser',
    query: 'INV=(smith OR jones) AND DSC=laser',
    notes: [
      ['IN=', 'INV', 'exact'],
      ['DESC=', 'DSC', 'exact'],
    ],
  },
  {
    text: 'TAC=(wom?n W/2 health)',
    query: 'TAC=(wom?n WF2 health)',
    notes: [['W/2', 'WF2', 'approximate']],
  },
  {
    text: 'FAM=123 OR XYZ=foo OR TI=pump',
    query: 'TI=pump',
    notes: [
      ['FAM=', '', 'none'],
      ['XYZ=', '', 'none'],
    ],
  },
  {
    text: 'TAC=(a AND b) W3 c',
    query: 'TAC=(a AND b) AND c',
    notes: [
      ['W3', 'AND', 'approximate'],
      ['c', 'c', 'approximate'],
    ],
  },
];

describe('translate from PatBase', () => {
  checkTranslations('patbase', CASES);
});
