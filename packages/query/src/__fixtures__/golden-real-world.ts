import type { GoldenCase } from './golden';

/** Design image ids used by the golden cases. */
export const IMAGE_IDS = ['123e4567-e89b-12d3-a456-426614174000', '0b4cbc64-4e5e-4a4b-9c43-1b1b2c3d4e5f'] as const;
const [U1, U2] = IMAGE_IDS;

/** Query shapes as professional searchers write them. */
export const REAL_WORLD_CASES: readonly GoldenCase[] = [
  {
    name: 'solar modules by technology, class, date, excluding an assignee',
    query:
      'TAC=((solar OR photovoltaic*) W3 (cell? OR module*)) AND CPC=H01L31/04* AND PD>=2015 NOT PA=(acme* OR "foo bar")',
    canonical:
      'TAC=((solar OR photovoltaic*) W3 (cell? OR module*)) AND CPC=H01L31/04* AND PD>=2015 NOT PA=(acme* OR "foo bar")',
    parenthesised:
      '((TAC=((solar OR photovoltaic*) W3 (cell? OR module*)) AND CPC=H01L31/04* AND PD>=2015) NOT PA=(acme* OR "foo bar"))',
  },
  {
    name: 'lithium-ion electrodes',
    query: 'TAC=((lithium W2 ion) OR li-ion) AND TAC=(anode* OR cathode*) AND CPC=H01M4/* AND PD=2015:2023',
    canonical: 'TAC=(lithium W2 ion OR li-ion) AND TAC=(anode* OR cathode*) AND CPC=H01M4/* AND PD=2015:2023',
    parenthesised: '(TAC=((lithium W2 ion) OR li-ion) AND TAC=(anode* OR cathode*) AND CPC=H01M4/* AND PD=2015:2023)',
  },
  {
    name: 'wind turbine makers',
    query: 'PA=(siemens* OR "general electric" OR vestas*) AND CPC=F03D*',
    canonical: 'PA=(siemens* OR "general electric" OR vestas*) AND CPC=F03D*',
    parenthesised: '(PA=(siemens* OR "general electric" OR vestas*) AND CPC=F03D*)',
  },
  {
    name: 'assignee alias and foldable displays',
    query: 'assignee=(samsung* OR "lg electronics") AND ti=(foldable W3 display*)',
    canonical: 'PA=(samsung* OR "lg electronics") AND TI=(foldable W3 display*)',
    parenthesised: '(PA=(samsung* OR "lg electronics") AND TI=(foldable W3 display*))',
  },
  {
    name: 'forward and backward citations',
    query: 'CT=US7654321B2 OR CTF=US7654321B2',
    canonical: 'CT=US7654321B2 OR CTF=US7654321B2',
    parenthesised: '(CT=US7654321B2 OR CTF=US7654321B2)',
  },
  {
    name: 'X and Y citations after a date',
    query: '(CTX=US2015123456A1 OR CTY=US2015123456A1) AND PD>2016',
    canonical: '(CTX=US2015123456A1 OR CTY=US2015123456A1) AND PD>2016',
    parenthesised: '((CTX=US2015123456A1 OR CTY=US2015123456A1) AND PD>2016)',
  },
  {
    name: 'history with a date limit and a country excluded',
    query: '(#4 OR #5) AND PD>=2018 NOT CC=CN',
    canonical: '(#4 OR #5) AND PD>=2018 NOT CC=CN',
    parenthesised: '(((#4 OR #5) AND PD>=2018) NOT CC=CN)',
  },
  {
    name: 'history range minus one search',
    query: 'OR=1:4 NOT #5',
    canonical: 'OR=1:4 NOT #5',
    parenthesised: '(OR=1:4 NOT #5)',
  },
  {
    name: 'combined history with a date',
    query: 'AND=3:5 AND PD>=2020',
    canonical: 'AND=3:5 AND PD>=2020',
    parenthesised: '(AND=3:5 AND PD>=2020)',
  },
  { name: 'one search without another', query: '#2 NOT #1', canonical: '#2 NOT #1', parenthesised: '(#2 NOT #1)' },
  {
    name: 'two of three sensing technologies',
    query: 'any{2}(TAC=lidar, TAC=radar, TAC=(camera* W2 stereo)) AND CPC=B60W*',
    canonical: 'any{2}(TAC=lidar, TAC=radar, TAC=(camera* W2 stereo)) AND CPC=B60W*',
    parenthesised: '(any{2}(TAC=lidar, TAC=radar, TAC=(camera* W2 stereo)) AND CPC=B60W*)',
  },
  {
    name: 'three of four signals for perovskite tandems',
    query: 'any{3}(TAC=perovskite*, TAC=(tandem W2 cell*), CPC=H10K30*, PD>=2019)',
    canonical: 'any{3}(TAC=perovskite*, TAC=(tandem W2 cell*), CPC=H10K30*, PD>=2019)',
    parenthesised: 'any{3}(TAC=perovskite*, TAC=(tandem W2 cell*), CPC=H10K30*, PD>=2019)',
  },
  {
    name: 'any{n} inside a field',
    query: 'TAC=(any{2}(lithium, sodium, potassium, magnesium) AND (battery OR cell*))',
    canonical: 'TAC=(any{2}(lithium, sodium, potassium, magnesium) AND (battery OR cell*))',
    parenthesised: 'TAC=(any{2}(lithium, sodium, potassium, magnesium) AND (battery OR cell*))',
  },
  {
    name: 'design image search with a Locarno class',
    query: `design_image(${U1}, countries=US,EP, max_results=200) AND LOC=06-01`,
    canonical: `design_image(${U1}, countries=US,EP, max_results=200) AND LOC=06-01`,
    parenthesised: `(design_image(${U1}, countries=US,EP, max_results=200) AND LOC=06-01)`,
  },
  {
    name: 'design image search with a caption',
    query: `design_image(${U1}, ${U2}, countries=us,ep,cn, max_results=50, caption="office chair", locarno=06-01)`,
    canonical: `design_image(${U1}, ${U2}, countries=US,EP,CN, max_results=50, caption="office chair", locarno=06-01)`,
    parenthesised: `design_image(${U1}, ${U2}, countries=US,EP,CN, max_results=50, caption="office chair", locarno=06-01)`,
  },
  {
    name: 'graphene electrodes with NEAR3',
    query: 'TAC=(graphene NEAR3 (electrode* OR anode*)) AND PD>=2012',
    canonical: 'TAC=(graphene W3 (electrode* OR anode*)) AND PD>=2012',
    parenthesised: '(TAC=(graphene W3 (electrode* OR anode*)) AND PD>=2012)',
  },
  {
    name: 'bispecific antibodies in one sentence of the claims',
    query: 'CL=(antibod* WS (bispecific OR multispecific)) AND CPC=C07K16*',
    canonical: 'CL=(antibod* WS (bispecific OR multispecific)) AND CPC=C07K16*',
    parenthesised: '(CL=(antibod* WS (bispecific OR multispecific)) AND CPC=C07K16*)',
  },
  {
    name: 'CRISPR outside plants',
    query: 'TAC=(crispr WP cas9) NOT TAC=(plant* OR crop*)',
    canonical: 'TAC=(crispr WP cas9) NOT TAC=(plant* OR crop*)',
    parenthesised: '(TAC=(crispr WP cas9) NOT TAC=(plant* OR crop*))',
  },
  {
    name: 'inventor name with proximity',
    query: 'INV=(smith W1 john*) AND PA=(acme*)',
    canonical: 'INV=(smith W1 john*) AND PA=acme*',
    parenthesised: '(INV=(smith W1 john*) AND PA=acme*)',
  },
  {
    name: 'phrase in title or abstract',
    query: 'TI=(wind turbine) OR AB=(wind turbine)',
    canonical: 'TI=(wind turbine) OR AB=(wind turbine)',
    parenthesised: '(TI=(wind turbine) OR AB=(wind turbine))',
  },
  {
    name: 'machine learning landscape',
    query:
      '((TAC=(neural W2 network*) OR TAC=(deep W2 learning)) AND (CPC=G06N3* OR IPC=G06N3/02)) AND PD=2018:2023 NOT CC=CN',
    canonical:
      '(TAC=(neural W2 network*) OR TAC=(deep W2 learning)) AND (CPC=G06N3* OR IPC=G06N3/02) AND PD=2018:2023 NOT CC=CN',
    parenthesised:
      '(((TAC=(neural W2 network*) OR TAC=(deep W2 learning)) AND (CPC=G06N3* OR IPC=G06N3/02) AND PD=2018:2023) NOT CC=CN)',
  },
  {
    name: 'publication numbers with truncation',
    query: 'PN=(US2010* OR EP2345678*) AND KD=B1',
    canonical: 'PN=(US2010* OR EP2345678*) AND KD=B1',
    parenthesised: '(PN=(US2010* OR EP2345678*) AND KD=B1)',
  },
  {
    name: 'hydrogen storage in three offices',
    query: 'CC=(US OR EP OR WO) AND TAC=(hydrogen W3 (storage OR tank*)) AND AD>=20100101',
    canonical: 'CC=(US OR EP OR WO) AND TAC=(hydrogen W3 (storage OR tank*)) AND AD>=20100101',
    parenthesised: '(CC=(US OR EP OR WO) AND TAC=(hydrogen W3 (storage OR tank*)) AND AD>=20100101)',
  },
  {
    name: 'either the text or the class, not both',
    query: 'TAC=(autonomous W2 (vehicle! OR car!)) XOR CPC=B60W*',
    canonical: 'TAC=(autonomous W2 (vehicle! OR car!)) XOR CPC=B60W*',
    parenthesised: '(TAC=(autonomous W2 (vehicle! OR car!)) XOR CPC=B60W*)',
  },
  {
    name: 'chained proximity',
    query: 'TAC=(colo!r W3 filter* W5 (display OR screen))',
    canonical: 'TAC=(colo!r W3 filter* W5 (display OR screen))',
    parenthesised: 'TAC=((colo!r W3 filter*) W5 (display OR screen))',
  },
  {
    name: 'solar without panels nearby',
    query: 'TAC=(solar NOTW3 panel*)',
    canonical: 'TAC=(solar NOTW3 panel*)',
    parenthesised: 'TAC=(solar NOTW3 panel*)',
  },
  {
    name: 'quoted phrase before a truncated word, in order',
    query: 'TAC=("solar cell" WF2 efficien*)',
    canonical: 'TAC=("solar cell" WF2 efficien*)',
    parenthesised: 'TAC=("solar cell" WF2 efficien*)',
  },
  {
    name: 'exact company name',
    query: 'PA="Robert Bosch GmbH"',
    canonical: 'PA="Robert Bosch GmbH"',
    parenthesised: 'PA="Robert Bosch GmbH"',
  },
  {
    name: 'IPC alias with coated tablets',
    query: 'ipcrvalues=A61K9/20 AND ti=(tablet* W3 (coat* OR film*))',
    canonical: 'IPC=A61K9/20 AND TI=(tablet* W3 (coat* OR film*))',
    parenthesised: '(IPC=A61K9/20 AND TI=(tablet* W3 (coat* OR film*)))',
  },
  {
    name: 'mRNA vaccines in any classification',
    query: 'SC=A61K* AND TAC=((mrna OR "messenger rna") W5 vaccin*)',
    canonical: 'SC=A61K* AND TAC=((mrna OR "messenger rna") W5 vaccin*)',
    parenthesised: '(SC=A61K* AND TAC=((mrna OR "messenger rna") W5 vaccin*))',
  },
  {
    name: 'first claim and independent claims',
    query: 'FIRSTCL=(method W3 (manufactur* OR produc*)) AND INDCL=semiconductor*',
    canonical: 'FIRSTCL=(method W3 (manufactur* OR produc*)) AND INDCL=semiconductor*',
    parenthesised: '(FIRSTCL=(method W3 (manufactur* OR produc*)) AND INDCL=semiconductor*)',
  },
  {
    name: 'description and full text',
    query: 'DSC=(machine W2 learning) AND FT=transformer*',
    canonical: 'DSC=(machine W2 learning) AND FT=transformer*',
    parenthesised: '(DSC=(machine W2 learning) AND FT=transformer*)',
  },
  {
    name: 'ultimate owner or standardised assignee',
    query: 'UO=alphabet* OR PAE=(google*)',
    canonical: 'UO=alphabet* OR PAE=google*',
    parenthesised: '(UO=alphabet* OR PAE=google*)',
  },
  {
    name: 'granted US patents expiring after 2030',
    query: 'ED>20300101 AND grant=true AND CC=US',
    canonical: 'ED>20300101 AND grant=true AND CC=US',
    parenthesised: '(ED>20300101 AND grant=true AND CC=US)',
  },
  {
    name: 'old steam engines',
    query: 'AD<1995 AND TAC=(steam W2 engine*)',
    canonical: 'AD<1995 AND TAC=(steam W2 engine*)',
    parenthesised: '(AD<1995 AND TAC=(steam W2 engine*))',
  },
  {
    name: 'priority window and a truncated phrase',
    query: 'PRD=200001:200912 AND TAC=(fuel cell*)',
    canonical: 'PRD=200001:200912 AND TAC=(fuel cell*)',
    parenthesised: '(PRD=200001:200912 AND TAC=(fuel cell*))',
  },
  {
    name: 'year fields',
    query: 'applicationyear=2010:2012 AND earliestprioritydate>=2000',
    canonical: 'applicationyear=2010:2012 AND PRD>=2000',
    parenthesised: '(applicationyear=2010:2012 AND PRD>=2000)',
  },
  {
    name: 'quantum dots in either class',
    query: 'TAC=(quantum W2 (dot! OR well!)) AND (CPC=H01L33* OR CPC=B82Y20*)',
    canonical: 'TAC=(quantum W2 (dot! OR well!)) AND (CPC=H01L33* OR CPC=B82Y20*)',
    parenthesised: '(TAC=(quantum W2 (dot! OR well!)) AND (CPC=H01L33* OR CPC=B82Y20*))',
  },
  {
    name: 'chemical name with parentheses in quotes',
    query: 'TAC=(ibuprofen OR "2-(4-isobutylphenyl)propionic acid")',
    canonical: 'TAC=(ibuprofen OR "2-(4-isobutylphenyl)propionic acid")',
    parenthesised: 'TAC=(ibuprofen OR "2-(4-isobutylphenyl)propionic acid")',
  },
  {
    name: 'weight percent in claims',
    query: 'CL=(composition W10 (wt% OR "weight percent"))',
    canonical: 'CL=(composition W10 (wt% OR "weight percent"))',
    parenthesised: 'CL=(composition W10 (wt% OR "weight percent"))',
  },
  {
    name: 'examiner and agent',
    query: 'EX=(smith*) AND AG=(baker W2 botts)',
    canonical: 'EX=smith* AND AG=(baker W2 botts)',
    parenthesised: '(EX=smith* AND AG=(baker W2 botts))',
  },
  {
    name: 'family or priority number',
    query: 'FN=12345678 OR PR=US2015*',
    canonical: 'FN=12345678 OR PR=US2015*',
    parenthesised: '(FN=12345678 OR PR=US2015*)',
  },
  {
    name: '3D printing in two classes',
    query: 'TI=(3D W1 print*) AND CPC=(B33Y* OR B29C64*)',
    canonical: 'TI=(3D W1 print*) AND CPC=(B33Y* OR B29C64*)',
    parenthesised: '(TI=(3D W1 print*) AND CPC=(B33Y* OR B29C64*))',
  },
  {
    name: 'standard-essential patents for 5G',
    query: 'sepsexists=true AND TAC=(5G OR "new radio") AND seps_standard_organization=ETSI',
    canonical: 'sepsexists=true AND TAC=(5G OR "new radio") AND seps_standard_organization=ETSI',
    parenthesised: '(sepsexists=true AND TAC=(5G OR "new radio") AND seps_standard_organization=ETSI)',
  },
  {
    name: 'litigated smartphone patents',
    query: 'litigationexists=true AND PA=(apple* OR samsung*) AND publicationyear=2012:2015',
    canonical: 'litigationexists=true AND PA=(apple* OR samsung*) AND publicationyear=2012:2015',
    parenthesised: '(litigationexists=true AND PA=(apple* OR samsung*) AND publicationyear=2012:2015)',
  },
  {
    name: 'IPC codes written with spaces',
    query: 'IPC=(H01L 31/0232 OR H01L 31/18)',
    canonical: 'IPC=(H01L31/0232 OR H01L31/18)',
    parenthesised: 'IPC=(H01L31/0232 OR H01L31/18)',
  },
  {
    name: 'climate tagging in the DACH countries',
    query: 'CPC=Y02E10/50 AND PD>=2015 AND CC=(DE OR AT OR CH)',
    canonical: 'CPC=Y02E10/50 AND PD>=2015 AND CC=(DE OR AT OR CH)',
    parenthesised: '(CPC=Y02E10/50 AND PD>=2015 AND CC=(DE OR AT OR CH))',
  },
  {
    name: 'marine energy without offshore platforms',
    query: 'TAC=((wind OR tidal OR wave) W3 (energy OR power)) NOT TAC=(offshore WS platform*)',
    canonical: 'TAC=((wind OR tidal OR wave) W3 (energy OR power)) NOT TAC=(offshore WS platform*)',
    parenthesised: '(TAC=((wind OR tidal OR wave) W3 (energy OR power)) NOT TAC=(offshore WS platform*))',
  },
  {
    name: 'mixed precedence across fields',
    query: 'TI=battery OR AB=battery AND CL=battery XOR TAC=cell',
    canonical: 'TI=battery OR AB=battery AND CL=battery XOR TAC=cell',
    parenthesised: '(TI=battery OR ((AB=battery AND CL=battery) XOR TAC=cell))',
  },
  {
    name: 'bare words with class and date',
    query: 'heat pump* AND (CPC=F25B30* OR CPC=F24D*) AND PD>=201901',
    canonical: 'heat pump* AND (CPC=F25B30* OR CPC=F24D*) AND PD>=201901',
    parenthesised: '(heat pump* AND (CPC=F25B30* OR CPC=F24D*) AND PD>=201901)',
  },
  {
    name: 'quoted gate names as proximity operands',
    query: 'TAC=(("OR" OR "NAND") W2 gate*) AND CPC=H03K19*',
    canonical: 'TAC=(("OR" OR "NAND") W2 gate*) AND CPC=H03K19*',
    parenthesised: '(TAC=(("OR" OR "NAND") W2 gate*) AND CPC=H03K19*)',
  },
  {
    name: 'folder labels and ratings',
    query: 'labels=relevant AND ratings=5 NOT #12',
    canonical: 'labels=relevant AND ratings=5 NOT #12',
    parenthesised: '((labels=relevant AND ratings=5) NOT #12)',
  },
  {
    name: 'long claim-drafting search',
    query:
      'CL=((battery OR accumulator*) W5 (housing OR casing OR enclosure) W10 (cool* OR heat*)) AND (IPC=H01M50* OR CPC=H01M10/6*) AND PD=2016:2024 AND CC=(EP OR US) NOT PA=(tesla* OR "lg chem")',
    canonical:
      'CL=((battery OR accumulator*) W5 (housing OR casing OR enclosure) W10 (cool* OR heat*)) AND (IPC=H01M50* OR CPC=H01M10/6*) AND PD=2016:2024 AND CC=(EP OR US) NOT PA=(tesla* OR "lg chem")',
    parenthesised:
      '((CL=(((battery OR accumulator*) W5 (housing OR casing OR enclosure)) W10 (cool* OR heat*)) AND (IPC=H01M50* OR CPC=H01M10/6*) AND PD=2016:2024 AND CC=(EP OR US)) NOT PA=(tesla* OR "lg chem"))',
  },
];
