// The generated corpus's vocabulary: ~50,000 words ranked for a Zipf distribution (patent boilerplate first, a few
// hundred real technical words at chosen ranks, generated pseudo-words for the rest), ~300 topics (each a set of
// words, multi-word phrases and CPC codes), ~5,000 assignee names and a pool of CPC codes. All deterministic.

import { Random } from './random.ts';

/** The most frequent words of patent text, in rank order (ranks 0…). */
const BOILERPLATE = (
  'the a of and to in said is for wherein with an on first second at by or from which be comprising least one ' +
  'device method that as each are configured portion plurality further having unit system surface claim between ' +
  'being when into not more than including such can may this it other predetermined based end side member part ' +
  'control signal means value order connected provided formed third respectively thereof according through within ' +
  'body position direction upper lower region via data structure element material process step output input ' +
  'apparatus embodiment example present invention figure shown described used using provide includes comprises ' +
  'wherein the least where about also two three same different above below outer inner'
)
  .split(' ')
  .filter((w, i, all) => all.indexOf(w) === i);

/**
 * Real technical words with fixed ranks: the query set relies on their frequencies. With ~760 words per document
 * (title + abstract + claims) and Zipf exponent 1, rank 130 is in about 40% of documents, rank 700 in about 12%,
 * rank 1,500–2,600 in 2–4%, rank 20,000+ in well under 1% (topic words add to that).
 */
export const FIXED_RANKS: Readonly<Record<string, number>> = {
  layer: 130,
  substrate: 260,
  cell: 330,
  solar: 700,
  semiconductor: 900,
  battery: 1200,
  electrode: 1500,
  wind: 1800,
  cathode: 2200,
  anode: 2300,
  lithium: 2600,
  photovoltaic: 5000,
  graphene: 22000,
  perovskite: 30000,
};

/** Further real technical words, spread log-uniformly over ranks 150–40,000. */
const TECHNICAL = (
  'electric electrical electron electronic electrolyte electromagnetic electrostatic electrochemical electroplating ' +
  'voltage current power circuit resistor capacitor inductor transistor diode gate source drain channel oxide ' +
  'silicon nitride carbide metal alloy copper aluminum titanium nickel cobalt manganese iron zinc tin silver gold ' +
  'platinum palladium tungsten molybdenum polymer resin film coating membrane fiber fibre composite ceramic glass ' +
  'crystal wafer chip package module panel display pixel liquid crystal organic emitting light optical lens laser ' +
  'beam wavelength photon sensor detector camera image imaging signal antenna wireless network communication ' +
  'terminal station channel frequency bandwidth transmission receiver transmitter protocol packet frame carrier ' +
  'processor memory storage controller software algorithm neural training learning model vehicle engine motor ' +
  'rotor stator turbine blade shaft bearing gear transmission clutch brake wheel tire steering suspension chassis ' +
  'fuel combustion exhaust catalyst hydrogen oxygen nitrogen carbon dioxide methane ethanol water steam pressure ' +
  'temperature heat thermal cooling heating exchanger pump valve pipe nozzle fluid flow gas vapor plasma vacuum ' +
  'chamber reactor deposition etching lithography mask pattern trench via contact interconnect dielectric ' +
  'insulating conductive doped junction heterojunction tandem silicon amorphous crystalline monocrystalline ' +
  'polycrystalline cadmium telluride gallium arsenide indium phosphide selenide sulfide kesterite chalcopyrite ' +
  'separator binder slurry collector foil cylindrical prismatic pouch charging discharging capacity cycle ' +
  'intercalation spinel olivine phosphate oxide cobaltate titanate silicate sodium potassium magnesium calcium ' +
  'protein peptide antibody antigen receptor ligand enzyme gene sequence nucleic acid amino compound formula ' +
  'pharmaceutical composition dosage tablet capsule injection patient treatment disease tumor cancer inhibitor ' +
  'concentration solution solvent mixture particle powder granule nanoparticle nanotube nanowire quantum dot ' +
  'frame housing cover lid container bottle cap seal gasket spring lever hinge latch bracket clamp screw bolt ' +
  'actuator solenoid piston cylinder hydraulic pneumatic robot arm gripper conveyor printer nozzle cartridge ink ' +
  'paper sheet roller belt drum toner fixing medium textile yarn fabric garment shoe sole helmet'
)
  .split(' ')
  .filter((w, i, all) => all.indexOf(w) === i && !(w in FIXED_RANKS) && !BOILERPLATE.includes(w));

type TopicSeed = { name: string; words: string; phrases: string[]; cpc: string[] };

/** Named topics: real words, real phrases, realistic CPC codes. */
const NAMED_TOPICS: TopicSeed[] = [
  {
    name: 'photovoltaics',
    words:
      'solar cell photovoltaic panel module silicon wafer junction tandem amorphous irradiance inverter ' +
      'encapsulant backsheet busbar finger passivation emitter absorber layer substrate electrode',
    phrases: ['solar cell', 'photovoltaic module', 'thin film', 'solar panel', 'silicon wafer', 'back contact'],
    cpc: ['H01L31/0224', 'H01L31/18', 'H01L31/0216', 'H02S40/30', 'Y02E10/50', 'H01L31/068'],
  },
  {
    name: 'batteries',
    words:
      'lithium battery electrode cathode anode electrolyte separator binder slurry collector capacity charging ' +
      'discharging intercalation graphite cobalt nickel manganese phosphate olivine spinel cell layer',
    phrases: [
      'lithium ion battery',
      'positive electrode',
      'negative electrode',
      'solid electrolyte',
      'active material',
      'current collector',
    ],
    cpc: ['H01M10/0525', 'H01M4/131', 'H01M10/052', 'H01M4/525', 'H01M50/409', 'Y02E60/10'],
  },
  {
    name: 'semiconductors',
    words:
      'semiconductor substrate transistor gate source drain channel oxide nitride dielectric trench via contact ' +
      'wafer etching lithography deposition doped junction layer interconnect',
    phrases: [
      'semiconductor substrate',
      'gate electrode',
      'thin film transistor',
      'silicon layer',
      'gate insulating film',
    ],
    cpc: ['H01L21/02', 'H01L29/786', 'H01L27/12', 'H01L21/768', 'H01L29/66'],
  },
  {
    name: 'displays',
    words:
      'display pixel panel liquid crystal organic emitting light polarizer backlight substrate layer electrode ' +
      'transistor luminance subpixel',
    phrases: ['display panel', 'light emitting diode', 'liquid crystal', 'organic light emitting', 'display device'],
    cpc: ['G09G3/32', 'G02F1/1333', 'H10K59/12', 'G09G3/36'],
  },
  {
    name: 'wireless',
    words:
      'wireless terminal station channel frequency bandwidth transmission receiver transmitter protocol packet ' +
      'carrier antenna beam network communication signal uplink downlink',
    phrases: ['wireless communication', 'base station', 'user equipment', 'control channel', 'reference signal'],
    cpc: ['H04W72/04', 'H04L5/00', 'H04B7/06', 'H04W74/08'],
  },
  {
    name: 'vehicles',
    words:
      'vehicle engine motor battery wheel brake steering torque charging drive inverter controller speed sensor ' +
      'transmission clutch',
    phrases: ['electric vehicle', 'control unit', 'internal combustion engine', 'drive motor', 'hybrid vehicle'],
    cpc: ['B60L53/10', 'B60W10/08', 'B60K6/44', 'B60L58/12'],
  },
  {
    name: 'fuel cells',
    words:
      'fuel cell hydrogen oxygen membrane catalyst platinum electrode anode cathode stack humidity coolant ' +
      'bipolar plate electrolyte',
    phrases: ['fuel cell', 'proton exchange membrane', 'fuel cell stack', 'gas diffusion layer'],
    cpc: ['H01M8/10', 'H01M8/04', 'H01M8/1004', 'Y02E60/50'],
  },
  {
    name: 'wind power',
    words: 'wind turbine rotor blade tower nacelle generator gearbox pitch yaw shaft bearing hub power grid',
    phrases: ['wind turbine', 'rotor blade', 'wind power', 'pitch angle'],
    cpc: ['F03D1/06', 'F03D7/02', 'F03D80/70', 'Y02E10/72'],
  },
  {
    name: 'pharma',
    words:
      'pharmaceutical composition compound formula dosage tablet patient treatment disease tumor cancer ' +
      'inhibitor antibody receptor protein peptide salt',
    phrases: [
      'pharmaceutical composition',
      'amino acid',
      'therapeutically effective amount',
      'pharmaceutically acceptable salt',
    ],
    cpc: ['A61K31/00', 'A61P35/00', 'C07K16/28', 'A61K9/20', 'C07D401/14'],
  },
  {
    name: 'machine learning',
    words: 'neural network training learning model data processor memory algorithm inference feature vector layer',
    phrases: ['neural network', 'machine learning', 'training data', 'convolutional layer'],
    cpc: ['G06N3/08', 'G06N20/00', 'G06N3/045', 'G06F18/214'],
  },
  {
    name: 'heat transfer',
    words: 'heat exchanger fluid coolant fin tube pipe pump valve thermal cooling heating temperature refrigerant',
    phrases: ['heat exchanger', 'heat sink', 'heat transfer', 'cooling fluid'],
    cpc: ['F28D1/02', 'H05K7/20', 'F28F3/02', 'F25B39/00'],
  },
  {
    name: 'optics',
    words: 'optical fiber laser beam lens wavelength photon mirror waveguide grating prism polarization light',
    phrases: ['optical fiber', 'laser beam', 'light source', 'optical element'],
    cpc: ['G02B6/02', 'H01S3/10', 'G02B27/01', 'H01S5/183'],
  },
];

export type Topic = {
  readonly name: string;
  /** Words of the topic, most typical first (drawn Zipf-like within the topic). */
  readonly words: readonly string[];
  readonly phrases: readonly string[];
  readonly cpc: readonly string[];
};

export type Vocabulary = {
  /** All words by Zipf rank. */
  readonly words: readonly string[];
  readonly topics: readonly Topic[];
  readonly assignees: readonly string[];
  /** CPC codes not tied to a topic, by popularity. */
  readonly cpcPool: readonly string[];
};

const ONSETS = 'b c d f g h k l m n p r s t v b c d l m n p r s t br cr pl pr st tr ch ph th'.split(' ');
const VOWELS = 'a e i o u a e i o a e i io ea y'.split(' ');
const CODAS = [
  ...new Array<string>(5).fill(''),
  ...'n r s l m t x nt st ne re te de se le ic al er on ide ate ite ene ium ing ion ive'.split(' '),
];

function pseudoWord(random: Random, syllables: number): string {
  let w = '';
  for (let i = 0; i < syllables; i++) {
    if (i > 0 || random.chance(0.75)) w += random.pick(ONSETS);
    w += random.pick(VOWELS);
    if (i === syllables - 1) w += random.pick(CODAS);
    else if (random.chance(0.15)) w += random.pick(['n', 'r', 's', 'l', 'm']);
  }
  return w;
}

const COMPANY_STEMS = (
  'Nippon General United Global Advanced Applied International National Royal Pacific Atlantic Northern Southern ' +
  'Eastern Western Sun Star Blue Green Quantum Future Hitec Nova Delta Alpha Omega Zenith Vertex Summit Pioneer'
).split(' ');
const COMPANY_TRADES = (
  'Electric Electronics Chemical Motor Energy Semiconductor Technologies Systems Industries Materials Photonics ' +
  'Pharmaceuticals Instruments Networks Devices Power Solar Battery Display Optics Medical Robotics Automotive Steel ' +
  'Glass Telecom'
).split(' ');
const COMPANY_FORMS = 'Co., Ltd.|Inc.|Corporation|GmbH|AG|SA|LLC|K.K.|Limited|plc|B.V.|Co.'.split('|');

const CPC_SECTIONS = 'ABCDEFGHY';

function randomCpc(random: Random): string {
  const section = random.pick([...CPC_SECTIONS]);
  const cls = String(random.int(1, 99)).padStart(2, '0');
  const subclass = String.fromCharCode(65 + random.int(0, 25));
  const group = random.int(1, 99);
  const sub = random.chance(0.3) ? '00' : String(random.int(2, 999)).padStart(2, '0');
  return `${section}${cls}${subclass}${group}/${sub}`;
}

function capitalize(w: string): string {
  return w[0]!.toUpperCase() + w.slice(1);
}

/** Builds the vocabulary for a seed. About 60 ms. */
export function buildVocabulary(seed: number, size = 50_000, topicCount = 300, assigneeCount = 5_000): Vocabulary {
  const random = new Random(seed, 1);
  const taken = new Set<string>([
    ...BOILERPLATE,
    ...TECHNICAL,
    ...Object.keys(FIXED_RANKS),
    ...NAMED_TOPICS.flatMap((t) => [...t.words.split(' '), ...t.phrases.flatMap((p) => p.split(' '))]),
  ]);
  // Pseudo-words of 1–4 syllables, unique and distinct from the real words.
  const pseudo: string[] = [];
  while (pseudo.length < size) {
    const r = random.next();
    const syllables = r < 0.08 ? 1 : r < 0.55 ? 2 : r < 0.88 ? 3 : 4;
    const w = pseudoWord(random, syllables);
    if (w.length < 3 || taken.has(w)) continue;
    taken.add(w);
    pseudo.push(w);
  }
  const words: (string | undefined)[] = new Array(size);
  BOILERPLATE.forEach((w, i) => {
    words[i] = w;
  });
  for (const [w, rank] of Object.entries(FIXED_RANKS)) words[rank] = w;
  // Remaining real words: technical list plus named-topic words not placed yet, spread log-uniformly.
  const placed = new Set(words.filter((w): w is string => w !== undefined));
  const rest = [
    ...TECHNICAL,
    ...NAMED_TOPICS.flatMap((t) => [...t.words.split(' '), ...t.phrases.flatMap((p) => p.split(' '))]),
  ].filter((w, i, all) => all.indexOf(w) === i && !placed.has(w));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  for (let i = 0; i < rest.length; i++) {
    let rank = Math.floor(150 * (40_000 / 150) ** ((i + 0.5) / rest.length));
    while (words[rank] !== undefined) rank++;
    words[rank] = rest[i];
  }
  let next = 0;
  for (let i = 0; i < size; i++) if (words[i] === undefined) words[i] = pseudo[next++]!;
  const ranked = words as string[];

  // Topics: the named ones, then generated ones made of mid-frequency words and generated phrases.
  const topics: Topic[] = NAMED_TOPICS.map((t) => ({
    name: t.name,
    words: t.words.split(' '),
    phrases: t.phrases,
    cpc: t.cpc,
  }));
  for (let t = topics.length; t < topicCount; t++) {
    const topicWords: string[] = [];
    // Not the fixed-rank words: their frequencies are what the query set relies on.
    while (topicWords.length < 25) {
      const w = ranked[random.int(400, 25_000)]!;
      if (!topicWords.includes(w) && !(w in FIXED_RANKS)) topicWords.push(w);
    }
    const phrases: string[] = [];
    for (let p = 0; p < 4; p++) {
      const a = topicWords[random.int(0, 9)]!;
      const b = topicWords[random.int(0, 24)]!;
      if (a !== b) phrases.push(`${a} ${b}`);
    }
    const base = randomCpc(random).split('/')[0]!;
    const cpc = [0, 1, 2, 3].map(() => `${base}/${String(random.int(2, 999)).padStart(2, '0')}`);
    topics.push({ name: `topic${t}`, words: topicWords, phrases, cpc });
  }
  // Named topics sit at popular (not the very top) ranks of the topic distribution.
  const order: Topic[] = topics.slice(NAMED_TOPICS.length);
  const namedRanks = [1, 3, 4, 6, 9, 12, 15, 19, 24, 30, 37, 45];
  NAMED_TOPICS.forEach((_, i) => {
    order.splice(namedRanks[i]!, 0, topics[i]!);
  });

  const assignees: string[] = [];
  const seen = new Set<string>();
  while (assignees.length < assigneeCount) {
    const stem = random.chance(0.35) ? random.pick(COMPANY_STEMS) : capitalize(pseudoWord(random, random.int(2, 3)));
    const name = `${stem} ${random.pick(COMPANY_TRADES)} ${random.pick(COMPANY_FORMS)}`;
    if (seen.has(name)) continue;
    seen.add(name);
    assignees.push(name);
  }

  const cpcPool: string[] = [];
  const seenCpc = new Set<string>();
  while (cpcPool.length < 20_000) {
    const code = randomCpc(random);
    if (seenCpc.has(code)) continue;
    seenCpc.add(code);
    cpcPool.push(code);
  }
  return { words: ranked, topics: order, assignees, cpcPool };
}
