import { describe } from 'vitest';
import { checkTranslations, type GoldenTranslation } from './golden-support';

// The Lens: cases shaped like the examples in the Lens query-string help: field:value, sloppy phrases, ranges, fuzzy terms and boosts.
const CASES: GoldenTranslation[] = [
  {
    text: 'title:(solar AND cell*)',
    query: 'TI=(solar AND cell*)',
    notes: [['title:', 'TI', 'exact']],
  },
  {
    text: 'abstract:"battery charging"~4',
    query: 'AB=(battery WF4 charging OR charging WF2 battery)',
    notes: [
      ['abstract:', 'AB', 'exact'],
      ['~4', 'battery WF4 charging OR charging WF2 battery', 'exact'],
    ],
  },
  {
    text: 'claims:"wind turbine blade"~3',
    query: 'CL=(wind W3 turbine W3 blade)',
    notes: [
      ['claims:', 'CL', 'exact'],
      ['~3', 'wind W3 turbine W3 blade', 'approximate'],
    ],
  },
  {
    text: 'title:"heat pump"~1',
    query: 'TI=(heat WF1 pump)',
    notes: [
      ['title:', 'TI', 'exact'],
      ['~1', 'heat WF1 pump', 'exact'],
    ],
  },
  {
    text: 'publication_date:[2010-01-01 TO 2015-12-31]',
    query: 'PD=20100101:20151231',
    notes: [['publication_date:[2010-01-01 TO 2015-12-31]', 'PD=20100101:20151231', 'exact']],
  },
  {
    text: 'publication_date:{2010-01-01 TO 2015-12-31}',
    query: 'PD=20100102:20151230',
    notes: [
      ['publication_date:{2010-01-01 TO 2015-12-31}', 'PD=20100102:20151230', 'exact'],
      ['{2010-01-01 TO 2015-12-31}', 'PD=20100102:20151230', 'exact'],
    ],
  },
  {
    text: 'year_published:{2010 TO 2015}',
    query: 'publicationyear=2011:2014',
    notes: [
      ['year_published:{2010 TO 2015}', 'publicationyear=2011:2014', 'exact'],
      ['{2010 TO 2015}', 'publicationyear=2011:2014', 'exact'],
    ],
  },
  {
    text: 'filing_date:[2018 TO *]',
    query: 'AD>=2018',
    notes: [['filing_date:[2018 TO *]', 'AD>=2018', 'exact']],
  },
  {
    text: 'applicant.name:siemens && title:turbine',
    query: 'PA=siemens AND TI=turbine',
    notes: [
      ['applicant.name:', 'PA', 'exact'],
      ['title:', 'TI', 'exact'],
    ],
  },
  {
    text: 'solar panel NOT inventor.name:smith',
    query: 'solar AND panel NOT INV=smith',
    notes: [
      ['solar', 'solar', 'approximate'],
      ['panel', 'AND', 'approximate'],
      ['inventor.name:', 'INV', 'exact'],
    ],
  },
  {
    text: 'title:drone -military',
    query: 'TI=drone NOT military',
    notes: [
      ['title:', 'TI', 'exact'],
      ['-military', 'AND', 'approximate'],
      ['military', 'military', 'approximate'],
    ],
  },
  {
    text: 'title:colour~ OR abstract:wom?n',
    query: 'TI=colour OR AB=wom?n',
    notes: [
      ['title:', 'TI', 'exact'],
      ['colour~', 'colour', 'approximate'],
      ['abstract:', 'AB', 'exact'],
    ],
  },
  {
    text: 'lens_id:123 OR title:laser^2',
    query: 'TI=laser',
    notes: [
      ['lens_id:', '', 'none'],
      ['title:', 'TI', 'exact'],
      ['^2', '', 'none'],
    ],
  },
  {
    text: 'class_cpc.symbol:H01L31/04 || class_ipcr.symbol:H02S*',
    query: 'CPC=H01L31/04 OR IPC=H02S*',
    notes: [
      ['class_cpc.symbol:', 'CPC', 'exact'],
      ['class_ipcr.symbol:', 'IPC', 'exact'],
    ],
  },
];

describe('translate from Lens', () => {
  checkTranslations('lens', CASES);
});
