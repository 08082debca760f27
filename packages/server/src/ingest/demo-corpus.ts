// A deterministic, clearly labelled synthetic patent corpus: the demo data of a fresh machine and the documents of
// the ingest benchmark. Inventions are filed first at one office and then abroad claiming that priority (directly or
// through a PCT application and its national phases), published as applications and, when granted, as patents; some
// get US continuations, EP divisionals or a second priority, so simple families sit inside larger extended ones.
// Every document says what it is through `provenance.format === 'synthetic-demo'`. Same seed and count, same corpus.

import {
  type Claim,
  type ClassificationEntry,
  expectedExpiry,
  type FamilyPublication,
  formatPctApplicationNumber,
  type LegalEvent,
  type NationalPhaseApplication,
  type NplCitation,
  type Party,
  type PatentCitation,
  type PatentDocument,
  type Priority,
  type SepDeclaration,
  ucidOf,
} from '@app/shared';

/** `provenance.format` of every generated document: the label that marks the corpus as synthetic demo data. */
export const DEMO_CORPUS_FORMAT = 'synthetic-demo';
/** The seed of the demo corpus a fresh machine gets. */
export const DEMO_CORPUS_SEED = 1;
/** Default last day of the corpus: fixed, so the same seed gives the same corpus on any day. */
export const DEMO_CORPUS_TODAY = 20261101;

export type DemoCorpusOptions = {
  /** Seed of the pseudo-random generator: the same seed and count give the same documents. */
  readonly seed: number;
  /** Number of documents to generate. */
  readonly count: number;
  /** The corpus's "today" as YYYYMMDD: nothing is published later, grants after it are still pending. */
  readonly today?: number;
};

/** Whether a document comes from the synthetic demo corpus. */
export function isDemoDocument(doc: { readonly provenance?: { readonly format?: string } }): boolean {
  return doc.provenance?.format === DEMO_CORPUS_FORMAT;
}

// ---------------------------------------------------------------------------------------------------------------
// Random numbers: sfc32 seeded through a splitmix32-style finaliser (as the engine bench generator does).

function mix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

class Random {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(...seeds: number[]) {
    let h = 0x6a09e667;
    for (const s of seeds) h = mix32(h ^ mix32(s >>> 0));
    this.a = mix32(h ^ 0x243f6a88);
    this.b = mix32(h ^ 0x85a308d3);
    this.c = mix32(h ^ 0x13198a2e);
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Up to `n` distinct items of `list`, in list order of drawing. */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }
}

/** Draws ranks 0..n-1 with Zipf weights 1 / (rank + 1)^s. */
class Zipf {
  private readonly cumulative: Float64Array;

  constructor(n: number, s: number) {
    this.cumulative = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i++) {
      sum += 1 / (i + 1) ** s;
      this.cumulative[i] = sum;
    }
  }

  sample(random: Random): number {
    const target = random.next() * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Dates: days since 1970-01-01 inside, YYYYMMDD in the documents.

const MS_PER_DAY = 86_400_000;

function dayOf(yyyymmdd: number): number {
  return Math.floor(
    Date.UTC(Math.floor(yyyymmdd / 10000), (Math.floor(yyyymmdd / 100) % 100) - 1, yyyymmdd % 100) / MS_PER_DAY,
  );
}

function dateOf(day: number): number {
  const date = new Date(day * MS_PER_DAY);
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** Linear interpolation of `anchors` (YYYYMMDD, value), extended past both ends. */
function along(anchors: readonly (readonly [number, number])[], day: number): number {
  const points = anchors.map(([date, value]) => [dayOf(date), value] as const);
  let i = 0;
  while (i < points.length - 2 && day > points[i + 1]![0]) i++;
  const [d0, v0] = points[i]!;
  const [d1, v1] = points[i + 1]!;
  return Math.round(v0 + ((v1 - v0) * (day - d0)) / (d1 - d0));
}

// ---------------------------------------------------------------------------------------------------------------
// Topics: the words, title parts (English, German, French), classifications and journals of a technical field.

type Tri = readonly [en: string, de: string, fr: string];
type Property = readonly [name: string, unit: string, min: number, max: number];

type Topic = {
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

const TOPICS: readonly Topic[] = [
  {
    field: 'rechargeable batteries',
    subjects: [
      ['lithium-ion battery', 'Lithium-Ionen-Batterie', 'batterie lithium-ion'],
      ['battery cell', 'Batteriezelle', 'cellule de batterie'],
      ['electrode assembly', 'Elektrodenanordnung', "ensemble d'électrodes"],
      ['battery module', 'Batteriemodul', 'module de batterie'],
    ],
    features: [
      ['with a ceramic-coated separator', 'mit keramikbeschichtetem Separator', 'à séparateur revêtu de céramique'],
      ['having improved cycle life', 'mit verbesserter Zyklenfestigkeit', 'à durée de vie en cyclage améliorée'],
      ['comprising a solid electrolyte', 'mit einem Festelektrolyten', 'comprenant un électrolyte solide'],
    ],
    parts: [
      'cathode layer',
      'anode layer',
      'separator',
      'current collector',
      'electrolyte',
      'housing',
      'cooling plate',
    ],
    materials: [
      'lithium nickel manganese cobalt oxide',
      'lithium iron phosphate',
      'artificial graphite',
      'silicon oxide',
      'polyvinylidene fluoride',
      'aluminium foil',
    ],
    properties: [
      ['thickness', 'µm', 5, 120],
      ['specific capacity', 'mAh/g', 140, 220],
      ['porosity', '%', 20, 60],
      ['mean particle size', 'µm', 1, 20],
    ],
    functions: ['store electrical energy', 'dissipate heat', 'suppress dendrite growth', 'equalize cell voltages'],
    problems: [
      'capacity fading during repeated charging',
      'thermal runaway at high temperature',
      'high internal resistance',
    ],
    benefits: ['improves the energy density', 'extends the cycle life', 'increases safety under abuse conditions'],
    cpc: ['H01M10/0525', 'H01M4/131', 'H01M4/525', 'H01M50/449', 'H01M10/613'],
    ipc: ['H01M10/0525', 'H01M4/131', 'H01M4/525', 'H01M50/449'],
    tags: ['Y02E60/10'],
    journals: ['Journal of Power Sources', 'Journal of the Electrochemical Society', 'Electrochimica Acta'],
    examples: true,
  },
  {
    field: 'photovoltaic devices',
    subjects: [
      ['solar cell', 'Solarzelle', 'cellule solaire'],
      ['photovoltaic module', 'Photovoltaikmodul', 'module photovoltaïque'],
      ['tandem solar cell', 'Tandemsolarzelle', 'cellule solaire tandem'],
      ['back-contact solar cell', 'Rückkontaktsolarzelle', 'cellule solaire à contacts arrière'],
    ],
    features: [
      ['with a passivated emitter', 'mit passiviertem Emitter', 'à émetteur passivé'],
      [
        'having a perovskite absorber layer',
        'mit einer Perowskit-Absorberschicht',
        'à couche absorbante en pérovskite',
      ],
      ['with reduced shading losses', 'mit verringerten Abschattungsverlusten', "à pertes d'ombrage réduites"],
    ],
    parts: [
      'silicon wafer',
      'emitter layer',
      'passivation layer',
      'front electrode',
      'busbar',
      'encapsulant',
      'backsheet',
    ],
    materials: [
      'monocrystalline silicon',
      'aluminium oxide',
      'silicon nitride',
      'indium tin oxide',
      'silver paste',
      'perovskite',
    ],
    properties: [
      ['sheet resistance', 'ohm/sq', 40, 150],
      ['thickness', 'nm', 10, 200],
      ['conversion efficiency', '%', 18, 29],
      ['refractive index', '', 1.4, 2.3],
    ],
    functions: [
      'collect charge carriers',
      'reduce surface recombination',
      'reflect long-wavelength light',
      'convert sunlight',
    ],
    problems: [
      'recombination losses at the surface',
      'optical losses at the front side',
      'degradation under illumination',
    ],
    benefits: ['increases the conversion efficiency', 'reduces the production cost', 'improves long-term stability'],
    cpc: ['H01L31/0224', 'H01L31/18', 'H01L31/068', 'H02S40/30', 'H01L31/0216'],
    ipc: ['H01L31/0224', 'H01L31/18', 'H01L31/068', 'H02S40/30'],
    tags: ['Y02E10/50'],
    journals: ['Progress in Photovoltaics', 'Solar Energy Materials and Solar Cells', 'IEEE Journal of Photovoltaics'],
  },
  {
    field: 'semiconductor devices',
    subjects: [
      ['semiconductor device', 'Halbleitervorrichtung', 'dispositif à semi-conducteur'],
      ['field-effect transistor', 'Feldeffekttransistor', 'transistor à effet de champ'],
      ['memory cell array', 'Speicherzellenfeld', 'matrice de cellules mémoire'],
      ['power semiconductor module', 'Leistungshalbleitermodul', 'module semi-conducteur de puissance'],
    ],
    features: [
      ['with a buried gate electrode', 'mit vergrabener Gateelektrode', 'à électrode de grille enterrée'],
      ['having a low-resistance contact', 'mit niederohmigem Kontakt', 'à contact de faible résistance'],
      ['with an air-gap spacer', 'mit Luftspalt-Abstandshalter', "à espaceur à lame d'air"],
    ],
    parts: [
      'substrate',
      'gate electrode',
      'gate insulating film',
      'source region',
      'drain region',
      'interconnect',
      'spacer',
    ],
    materials: ['silicon carbide', 'gallium nitride', 'hafnium oxide', 'tungsten', 'copper', 'polysilicon'],
    properties: [
      ['thickness', 'nm', 1, 80],
      ['dopant concentration', 'cm⁻³', 1e15, 1e20],
      ['gate length', 'nm', 5, 90],
      ['threshold voltage', 'V', 0.2, 1.2],
    ],
    functions: ['switch a current', 'store a charge', 'isolate adjacent cells', 'reduce parasitic capacitance'],
    problems: ['leakage current at small dimensions', 'variation of the threshold voltage', 'high contact resistance'],
    benefits: ['reduces the leakage current', 'increases the integration density', 'improves the switching speed'],
    cpc: ['H01L21/02', 'H01L29/786', 'H01L21/768', 'H01L27/12', 'H01L29/66'],
    ipc: ['H01L21/02', 'H01L29/786', 'H01L21/768', 'H01L27/12'],
    journals: ['IEEE Transactions on Electron Devices', 'Applied Physics Letters', 'IEEE Electron Device Letters'],
  },
  {
    field: 'display devices',
    subjects: [
      ['display panel', 'Anzeigetafel', "panneau d'affichage"],
      ['organic light-emitting display', 'organische Leuchtanzeige', 'afficheur électroluminescent organique'],
      [
        'liquid crystal display device',
        'Flüssigkristallanzeigevorrichtung',
        'dispositif d’affichage à cristaux liquides',
      ],
      ['touch display device', 'Berührungsanzeigevorrichtung', "dispositif d'affichage tactile"],
    ],
    features: [
      ['with a reduced bezel', 'mit schmalem Rahmen', 'à bordure réduite'],
      ['having improved viewing angle', 'mit verbessertem Betrachtungswinkel', 'à angle de vision amélioré'],
      ['with an in-cell touch sensor', 'mit integriertem Berührungssensor', 'à capteur tactile intégré'],
    ],
    parts: [
      'pixel circuit',
      'thin film transistor',
      'light-emitting layer',
      'polarizer',
      'gate driver',
      'encapsulation layer',
    ],
    materials: [
      'indium gallium zinc oxide',
      'low-temperature polysilicon',
      'polyimide',
      'silicon oxynitride',
      'quantum dots',
    ],
    properties: [
      ['luminance', 'cd/m²', 300, 1500],
      ['pixel density', 'ppi', 200, 800],
      ['response time', 'ms', 1, 25],
      ['thickness', 'µm', 2, 40],
    ],
    functions: ['emit light', 'drive the pixel', 'sense a touch', 'compensate a threshold voltage shift'],
    problems: ['luminance non-uniformity', 'image retention', 'large power consumption'],
    benefits: ['improves the image quality', 'reduces the power consumption', 'narrows the bezel'],
    cpc: ['G09G3/32', 'G02F1/1333', 'H10K59/12', 'G09G3/36', 'G06F3/041'],
    ipc: ['G09G3/32', 'G02F1/1333', 'H10K59/12', 'G06F3/041'],
    journals: ['Journal of the Society for Information Display', 'SID Symposium Digest', 'Displays'],
  },
  {
    field: 'wireless communication',
    subjects: [
      [
        'method for transmitting uplink control information',
        'Verfahren zum Übertragen von Uplink-Steuerinformationen',
        "procédé de transmission d'informations de commande de liaison montante",
      ],
      ['user equipment', 'Benutzergerät', 'équipement utilisateur'],
      ['base station', 'Basisstation', 'station de base'],
      ['beam management method', 'Strahlverwaltungsverfahren', 'procédé de gestion de faisceaux'],
    ],
    features: [
      [
        'in a wireless communication system',
        'in einem drahtlosen Kommunikationssystem',
        'dans un système de communication sans fil',
      ],
      [
        'using multiple antenna panels',
        'unter Verwendung mehrerer Antennenfelder',
        "utilisant plusieurs panneaux d'antennes",
      ],
      [
        'with reduced signalling overhead',
        'mit verringertem Signalisierungsaufwand',
        'à surcharge de signalisation réduite',
      ],
    ],
    parts: ['transceiver', 'processor', 'antenna array', 'control channel', 'reference signal', 'resource block'],
    materials: [
      'a physical uplink control channel',
      'a channel state information report',
      'a synchronization signal block',
    ],
    properties: [
      ['subcarrier spacing', 'kHz', 15, 240],
      ['bandwidth', 'MHz', 5, 400],
      ['latency', 'ms', 0.5, 10],
      ['number of beams', '', 4, 64],
    ],
    functions: [
      'transmit a reference signal',
      'receive downlink control information',
      'select a beam',
      'report channel state information',
    ],
    problems: [
      'beam failure in high-frequency bands',
      'excessive signalling overhead',
      'interference between neighbouring cells',
    ],
    benefits: [
      'reduces the latency',
      'improves the spectral efficiency',
      'lowers the power consumption of the terminal',
    ],
    cpc: ['H04W72/04', 'H04L5/0053', 'H04W74/08', 'H04B7/0695', 'H04L1/1812'],
    ipc: ['H04W72/04', 'H04L5/00', 'H04W74/08', 'H04B7/06'],
    journals: [
      'IEEE Transactions on Wireless Communications',
      'IEEE Communications Magazine',
      '3GPP TSG RAN WG1 Meeting',
    ],
    standards: true,
  },
  {
    field: 'machine learning',
    subjects: [
      [
        'neural network training method',
        'Verfahren zum Trainieren eines neuronalen Netzes',
        "procédé d'entraînement d'un réseau neuronal",
      ],
      ['image recognition system', 'Bilderkennungssystem', "système de reconnaissance d'images"],
      ['data processing device', 'Datenverarbeitungsvorrichtung', 'dispositif de traitement de données'],
      ['recommendation system', 'Empfehlungssystem', 'système de recommandation'],
    ],
    features: [
      ['using federated learning', 'mittels föderierten Lernens', "utilisant l'apprentissage fédéré"],
      ['with an attention mechanism', 'mit Aufmerksamkeitsmechanismus', "à mécanisme d'attention"],
      [
        'based on knowledge distillation',
        'auf Basis von Wissensdestillation',
        'basé sur la distillation de connaissances',
      ],
    ],
    parts: ['encoder', 'decoder', 'feature extractor', 'loss function', 'training data set', 'inference engine'],
    materials: [
      'labelled training images',
      'a transformer model',
      'a convolutional neural network',
      'embedding vectors',
    ],
    properties: [
      ['learning rate', '', 0.0001, 0.01],
      ['accuracy', '%', 80, 99],
      ['batch size', '', 16, 512],
      ['number of layers', '', 4, 96],
    ],
    functions: [
      'extract features from input data',
      'classify an object',
      'update model parameters',
      'predict a user preference',
    ],
    problems: [
      'overfitting to small data sets',
      'high computational cost of inference',
      'privacy of the training data',
    ],
    benefits: [
      'improves the recognition accuracy',
      'reduces the computational load',
      'preserves the privacy of user data',
    ],
    cpc: ['G06N3/08', 'G06N20/00', 'G06V10/82', 'G06N3/045', 'G06F16/35'],
    ipc: ['G06N3/08', 'G06N20/00', 'G06V10/82', 'G06F16/35'],
    journals: [
      'Neural Information Processing Systems',
      'IEEE Transactions on Pattern Analysis and Machine Intelligence',
      'arXiv',
    ],
  },
  {
    field: 'driver assistance and vehicle control',
    subjects: [
      ['driver assistance system', 'Fahrerassistenzsystem', "système d'aide à la conduite"],
      [
        'method for controlling a vehicle',
        'Verfahren zur Steuerung eines Fahrzeugs',
        "procédé de commande d'un véhicule",
      ],
      ['collision avoidance device', 'Kollisionsvermeidungsvorrichtung', "dispositif d'évitement de collision"],
      ['parking assistance system', 'Parkassistenzsystem', "système d'aide au stationnement"],
    ],
    features: [
      ['using radar and camera fusion', 'mittels Radar- und Kamerafusion', 'utilisant la fusion radar et caméra'],
      ['for an autonomous vehicle', 'für ein autonomes Fahrzeug', 'pour un véhicule autonome'],
      ['with trajectory prediction', 'mit Trajektorienprädiktion', 'avec prédiction de trajectoire'],
    ],
    parts: ['radar sensor', 'camera', 'control unit', 'steering actuator', 'brake system', 'map database'],
    materials: ['an occupancy grid', 'a lane model', 'object lists', 'a high-definition map'],
    properties: [
      ['detection range', 'm', 30, 300],
      ['cycle time', 'ms', 10, 100],
      ['vehicle speed', 'km/h', 5, 180],
      ['time to collision', 's', 0.5, 5],
    ],
    functions: ['detect an obstacle', 'plan a trajectory', 'apply a braking force', 'keep the vehicle in its lane'],
    problems: [
      'false detections in poor weather',
      'late reaction to crossing pedestrians',
      'uncomfortable steering interventions',
    ],
    benefits: ['improves road safety', 'increases driving comfort', 'reduces false alarms'],
    cpc: ['B60W30/09', 'B60W50/14', 'G05D1/0246', 'B60W40/02', 'G08G1/166'],
    ipc: ['B60W30/09', 'B60W50/14', 'G05D1/02', 'G08G1/16'],
    journals: [
      'IEEE Transactions on Intelligent Transportation Systems',
      'SAE Technical Paper',
      'IEEE Intelligent Vehicles Symposium',
    ],
  },
  {
    field: 'wind turbines',
    subjects: [
      ['wind turbine', 'Windenergieanlage', 'éolienne'],
      ['rotor blade', 'Rotorblatt', 'pale de rotor'],
      [
        'method for operating a wind farm',
        'Verfahren zum Betreiben eines Windparks',
        "procédé d'exploitation d'un parc éolien",
      ],
      ['pitch control system', 'Pitchregelungssystem', 'système de réglage du pas'],
    ],
    features: [
      ['with load reduction', 'mit Lastreduzierung', 'avec réduction des charges'],
      ['having a segmented blade', 'mit segmentiertem Rotorblatt', 'à pale segmentée'],
      ['with ice detection', 'mit Eiserkennung', 'avec détection de givre'],
    ],
    parts: ['rotor hub', 'nacelle', 'tower', 'pitch drive', 'generator', 'main bearing', 'converter'],
    materials: ['glass-fibre reinforced plastic', 'carbon fibre spar caps', 'balsa wood core', 'cast iron'],
    properties: [
      ['rotor diameter', 'm', 80, 240],
      ['rated power', 'MW', 1.5, 15],
      ['tip speed', 'm/s', 60, 100],
      ['blade length', 'm', 40, 115],
    ],
    functions: ['adjust the pitch angle', 'convert wind energy', 'damp tower oscillations', 'feed power into the grid'],
    problems: ['fatigue loads on the blades', 'power losses in turbulent wind', 'ice accretion on the blades'],
    benefits: ['increases the annual energy yield', 'reduces mechanical loads', 'extends the service life'],
    cpc: ['F03D7/0224', 'F03D1/0675', 'F03D80/70', 'F03D17/00', 'H02J3/381'],
    ipc: ['F03D7/02', 'F03D1/06', 'F03D80/70', 'H02J3/38'],
    tags: ['Y02E10/72'],
    journals: ['Wind Energy', 'Renewable Energy', 'Journal of Physics: Conference Series'],
  },
  {
    field: 'pharmaceutical compounds',
    subjects: [
      ['kinase inhibitor', 'Kinaseinhibitor', 'inhibiteur de kinase'],
      ['pharmaceutical composition', 'pharmazeutische Zusammensetzung', 'composition pharmaceutique'],
      ['heterocyclic compound', 'heterocyclische Verbindung', 'composé hétérocyclique'],
      [
        'crystalline form of a pyrimidine derivative',
        'kristalline Form eines Pyrimidinderivats',
        "forme cristalline d'un dérivé de pyrimidine",
      ],
    ],
    features: [
      ['for treating cancer', 'zur Behandlung von Krebs', 'pour le traitement du cancer'],
      ['and use thereof', 'und deren Verwendung', 'et son utilisation'],
      [
        'with improved oral bioavailability',
        'mit verbesserter oraler Bioverfügbarkeit',
        'à biodisponibilité orale améliorée',
      ],
    ],
    parts: ['compound of formula (I)', 'pharmaceutically acceptable salt', 'excipient', 'tablet core', 'film coating'],
    materials: [
      'microcrystalline cellulose',
      'magnesium stearate',
      'hydroxypropyl methylcellulose',
      'dimethyl sulfoxide',
    ],
    properties: [
      ['IC50', 'nM', 0.5, 500],
      ['daily dose', 'mg', 5, 800],
      ['purity', '%', 95, 99.9],
      ['melting point', '°C', 120, 260],
    ],
    functions: [
      'inhibit the kinase activity',
      'reduce tumour growth',
      'improve solubility',
      'stabilize the active ingredient',
    ],
    problems: ['poor aqueous solubility', 'off-target toxicity', 'rapid metabolic clearance'],
    benefits: ['improves the therapeutic efficacy', 'reduces side effects', 'increases the oral bioavailability'],
    cpc: ['A61K31/4439', 'C07D401/04', 'A61P35/00', 'A61K9/2054', 'C07D471/04'],
    ipc: ['A61K31/4439', 'C07D401/04', 'A61P35/00', 'A61K9/20'],
    journals: ['Journal of Medicinal Chemistry', 'Bioorganic & Medicinal Chemistry Letters', 'Cancer Research'],
    examples: true,
    fda: true,
  },
  {
    field: 'therapeutic antibodies',
    subjects: [
      ['anti-PD-1 antibody', 'Anti-PD-1-Antikörper', 'anticorps anti-PD-1'],
      ['bispecific antibody', 'bispezifischer Antikörper', 'anticorps bispécifique'],
      ['antibody-drug conjugate', 'Antikörper-Wirkstoff-Konjugat', 'conjugué anticorps-médicament'],
      ['humanized monoclonal antibody', 'humanisierter monoklonaler Antikörper', 'anticorps monoclonal humanisé'],
    ],
    features: [
      ['and methods of use', 'und Verwendungsverfahren', "et procédés d'utilisation"],
      [
        'for treating autoimmune diseases',
        'zur Behandlung von Autoimmunerkrankungen',
        'pour le traitement de maladies auto-immunes',
      ],
      ['with extended half-life', 'mit verlängerter Halbwertszeit', 'à demi-vie prolongée'],
    ],
    parts: [
      'heavy chain variable region',
      'light chain variable region',
      'Fc region',
      'linker',
      'complementarity-determining region',
    ],
    materials: ['a CHO cell line', 'phosphate-buffered saline', 'polysorbate 80', 'a histidine buffer'],
    properties: [
      ['binding affinity KD', 'nM', 0.01, 50],
      ['half-life', 'days', 5, 30],
      ['concentration', 'mg/mL', 10, 200],
      ['yield', 'g/L', 1, 8],
    ],
    functions: ['bind the target antigen', 'block the receptor', 'activate T cells', 'deliver a cytotoxic payload'],
    problems: ['immunogenicity in patients', 'aggregation during storage', 'short serum half-life'],
    benefits: ['increases the binding affinity', 'reduces immunogenicity', 'improves stability of the formulation'],
    cpc: ['C07K16/2818', 'A61K39/3955', 'A61P37/02', 'C12N15/63', 'C07K2317/24'],
    ipc: ['C07K16/28', 'A61K39/395', 'A61P37/02', 'C12N15/63'],
    tags: ['A61K2039/505'],
    journals: ['Nature Biotechnology', 'mAbs', 'Journal of Immunology'],
    examples: true,
    fda: true,
  },
  {
    field: 'medical devices',
    subjects: [
      ['catheter', 'Katheter', 'cathéter'],
      ['implantable stent', 'implantierbarer Stent', 'stent implantable'],
      ['surgical instrument', 'chirurgisches Instrument', 'instrument chirurgical'],
      ['wearable monitoring device', 'tragbare Überwachungsvorrichtung', 'dispositif de surveillance portable'],
    ],
    features: [
      ['with a steerable tip', 'mit steuerbarer Spitze', 'à pointe orientable'],
      [
        'having a drug-eluting coating',
        'mit wirkstofffreisetzender Beschichtung',
        'à revêtement à élution de médicament',
      ],
      ['for minimally invasive surgery', 'für die minimalinvasive Chirurgie', 'pour la chirurgie mini-invasive'],
    ],
    parts: ['shaft', 'distal tip', 'balloon', 'handle', 'guide wire', 'sensor electrode', 'strut'],
    materials: ['nitinol', 'cobalt-chromium alloy', 'polyether block amide', 'silicone', 'stainless steel'],
    properties: [
      ['outer diameter', 'mm', 0.5, 8],
      ['wall thickness', 'µm', 50, 400],
      ['length', 'mm', 8, 1500],
      ['radial force', 'N', 1, 30],
    ],
    functions: [
      'deliver the implant',
      'measure a physiological signal',
      'deflect the distal tip',
      'seal the access site',
    ],
    problems: ['vessel injury during insertion', 'restenosis after implantation', 'unreliable sensor contact'],
    benefits: ['reduces trauma to the tissue', 'improves the deliverability', 'enables continuous monitoring'],
    cpc: ['A61M25/0136', 'A61F2/915', 'A61B17/3421', 'A61B5/0205', 'A61B34/30'],
    ipc: ['A61M25/01', 'A61F2/915', 'A61B17/34', 'A61B5/0205'],
    journals: ['Journal of Endovascular Therapy', 'EuroIntervention', 'IEEE Transactions on Biomedical Engineering'],
  },
  {
    field: 'packaging',
    subjects: [
      ['packaging container', 'Verpackungsbehälter', "récipient d'emballage"],
      ['recyclable pouch', 'recycelbarer Beutel', 'sachet recyclable'],
      ['multilayer packaging film', 'mehrschichtige Verpackungsfolie', "film d'emballage multicouche"],
      ['closure for a bottle', 'Verschluss für eine Flasche', 'fermeture pour bouteille'],
    ],
    features: [
      ['made of mono-material polyethylene', 'aus Monomaterial-Polyethylen', 'en polyéthylène mono-matériau'],
      ['with a tamper-evident band', 'mit Originalitätsband', "avec bande d'inviolabilité"],
      ['having an oxygen barrier layer', 'mit Sauerstoffbarriereschicht', 'à couche barrière à l’oxygène'],
    ],
    parts: ['base layer', 'sealing layer', 'barrier layer', 'lid', 'spout', 'tear strip'],
    materials: [
      'high-density polyethylene',
      'ethylene vinyl alcohol copolymer',
      'polyethylene terephthalate',
      'paperboard',
    ],
    properties: [
      ['thickness', 'µm', 12, 250],
      ['oxygen transmission rate', 'cm³/(m²·d)', 0.1, 20],
      ['seal strength', 'N/15 mm', 5, 40],
      ['grammage', 'g/m²', 40, 350],
    ],
    functions: ['protect the contents', 'seal the container', 'indicate first opening', 'allow recycling'],
    problems: ['poor recyclability of laminated films', 'leakage at the seal', 'insufficient shelf life'],
    benefits: ['improves recyclability', 'extends the shelf life', 'reduces material use'],
    cpc: ['B65D81/3446', 'B65D77/20', 'B32B27/32', 'B65D65/466', 'B65B9/04'],
    ipc: ['B65D81/34', 'B65D77/20', 'B32B27/32', 'B65D65/46'],
    journals: [
      'Packaging Technology and Science',
      'Journal of Applied Polymer Science',
      'Food Packaging and Shelf Life',
    ],
  },
  {
    field: 'inkjet printing',
    subjects: [
      ['inkjet print head', 'Tintenstrahldruckkopf', "tête d'impression à jet d'encre"],
      ['printing apparatus', 'Druckvorrichtung', "appareil d'impression"],
      ['ink composition', 'Tintenzusammensetzung', "composition d'encre"],
      ['liquid ejection device', 'Flüssigkeitsausstoßvorrichtung', "dispositif d'éjection de liquide"],
    ],
    features: [
      ['with a piezoelectric actuator', 'mit piezoelektrischem Aktor', 'à actionneur piézoélectrique'],
      ['having ink circulation', 'mit Tintenzirkulation', "avec circulation d'encre"],
      ['for textile printing', 'für den Textildruck', "pour l'impression textile"],
    ],
    parts: [
      'nozzle plate',
      'pressure chamber',
      'piezoelectric element',
      'ink supply channel',
      'carriage',
      'maintenance unit',
    ],
    materials: ['a pigment dispersion', 'glycerol', 'a surfactant', 'lead zirconate titanate'],
    properties: [
      ['droplet volume', 'pL', 1, 30],
      ['viscosity', 'mPa·s', 2, 20],
      ['nozzle pitch', 'dpi', 150, 1200],
      ['drive frequency', 'kHz', 10, 100],
    ],
    functions: ['eject ink droplets', 'prevent nozzle clogging', 'circulate the ink', 'detect missing nozzles'],
    problems: ['nozzle clogging by dried ink', 'satellite droplets', 'crosstalk between adjacent channels'],
    benefits: ['improves print quality', 'increases printing speed', 'reduces maintenance'],
    cpc: ['B41J2/14233', 'B41J2/175', 'B41J2/04581', 'C09D11/322', 'B41J29/38'],
    ipc: ['B41J2/14', 'B41J2/175', 'B41J2/045', 'C09D11/322'],
    journals: ['Journal of Imaging Science and Technology', 'NIP & Digital Fabrication Conference', 'Langmuir'],
  },
  {
    field: 'robotics',
    subjects: [
      ['robot arm', 'Roboterarm', 'bras de robot'],
      ['robot gripper', 'Robotergreifer', 'préhenseur de robot'],
      ['robot control method', 'Robotersteuerungsverfahren', 'procédé de commande de robot'],
      ['collaborative robot', 'kollaborierender Roboter', 'robot collaboratif'],
    ],
    features: [
      ['with force feedback', 'mit Kraftrückmeldung', 'à retour de force'],
      ['using visual servoing', 'mittels visueller Regelung', 'utilisant l’asservissement visuel'],
      ['having a soft gripping finger', 'mit weichem Greiffinger', 'à doigt de préhension souple'],
    ],
    parts: ['joint', 'servo motor', 'reduction gear', 'end effector', 'force sensor', 'controller', 'camera'],
    materials: ['silicone rubber', 'aluminium alloy', 'a strain wave gear', 'a point cloud'],
    properties: [
      ['payload', 'kg', 0.5, 50],
      ['repeatability', 'mm', 0.01, 0.5],
      ['joint torque', 'Nm', 5, 500],
      ['reach', 'mm', 300, 2500],
    ],
    functions: ['grasp a workpiece', 'detect a collision', 'compensate a position error', 'plan a motion path'],
    problems: ['unsafe contact with human operators', 'slippage of grasped objects', 'long teaching times'],
    benefits: [
      'improves safety of human-robot collaboration',
      'increases grasping reliability',
      'shortens the cycle time',
    ],
    cpc: ['B25J9/1697', 'B25J15/0616', 'B25J13/085', 'G05B19/41805', 'B25J19/06'],
    ipc: ['B25J9/16', 'B25J15/06', 'B25J13/08', 'G05B19/418'],
    journals: ['IEEE Transactions on Robotics', 'Robotics and Computer-Integrated Manufacturing', 'IEEE/RSJ IROS'],
  },
  {
    field: 'heat pumps and air conditioning',
    subjects: [
      ['heat pump', 'Wärmepumpe', 'pompe à chaleur'],
      ['air conditioner', 'Klimagerät', 'climatiseur'],
      ['heat exchanger', 'Wärmetauscher', 'échangeur de chaleur'],
      ['refrigeration cycle apparatus', 'Kältekreisvorrichtung', 'appareil à cycle frigorifique'],
    ],
    features: [
      [
        'using a low-GWP refrigerant',
        'mit einem Kältemittel mit niedrigem Treibhauspotenzial',
        'utilisant un fluide frigorigène à faible PRG',
      ],
      ['with defrosting control', 'mit Abtausteuerung', 'avec commande de dégivrage'],
      ['having microchannel tubes', 'mit Mikrokanalrohren', 'à tubes à microcanaux'],
    ],
    parts: ['compressor', 'condenser', 'evaporator', 'expansion valve', 'four-way valve', 'fan', 'refrigerant circuit'],
    materials: ['propane refrigerant', 'R32', 'aluminium fins', 'copper tubes'],
    properties: [
      ['coefficient of performance', '', 2.5, 6],
      ['heating capacity', 'kW', 3, 40],
      ['refrigerant charge', 'g', 150, 3000],
      ['fin pitch', 'mm', 1.2, 3],
    ],
    functions: [
      'compress the refrigerant',
      'remove frost from the evaporator',
      'control the superheat',
      'transfer heat',
    ],
    problems: ['frost formation at low outdoor temperature', 'high refrigerant charge', 'poor part-load efficiency'],
    benefits: ['increases the seasonal efficiency', 'reduces the refrigerant charge', 'shortens defrosting time'],
    cpc: ['F25B30/02', 'F24F11/46', 'F25B49/02', 'F28D1/05383', 'F24D19/1039'],
    ipc: ['F25B30/02', 'F24F11/46', 'F25B49/02', 'F28D1/053'],
    tags: ['Y02B30/52'],
    journals: ['International Journal of Refrigeration', 'Applied Thermal Engineering', 'Energy and Buildings'],
  },
  {
    field: 'beverage preparation',
    subjects: [
      ['coffee machine', 'Kaffeemaschine', 'machine à café'],
      ['beverage capsule', 'Getränkekapsel', 'capsule pour boisson'],
      ['milk frothing device', 'Milchaufschäumvorrichtung', 'dispositif de moussage du lait'],
      ['brewing unit', 'Brüheinheit', "unité d'infusion"],
    ],
    features: [
      ['with automatic cleaning', 'mit automatischer Reinigung', 'avec nettoyage automatique'],
      ['made of compostable material', 'aus kompostierbarem Material', 'en matériau compostable'],
      ['having a pressure control', 'mit Druckregelung', 'avec régulation de pression'],
    ],
    parts: ['brewing chamber', 'pump', 'water tank', 'heating element', 'capsule holder', 'outlet nozzle'],
    materials: ['roast and ground coffee', 'polylactic acid', 'aluminium', 'cellulose fibres'],
    properties: [
      ['brewing pressure', 'bar', 6, 19],
      ['water temperature', '°C', 80, 98],
      ['capsule volume', 'mL', 10, 40],
      ['extraction time', 's', 15, 60],
    ],
    functions: ['extract the beverage', 'pierce the capsule', 'froth the milk', 'heat the water'],
    problems: ['inconsistent extraction', 'scale deposits in the heater', 'non-recyclable capsule waste'],
    benefits: ['improves the beverage quality', 'simplifies cleaning', 'reduces waste'],
    cpc: ['A47J31/44', 'A47J31/3676', 'B65D85/8043', 'A47J31/4485', 'A23F5/26'],
    ipc: ['A47J31/44', 'A47J31/36', 'B65D85/804', 'A23F5/26'],
    journals: ['Journal of Food Engineering', 'Food Research International', 'Packaging Technology and Science'],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// People and companies.

type Person = { family: string; given: string; country: string; city: string; state?: string };

const FIRST_NAMES: Readonly<Record<string, readonly string[]>> = {
  US: [
    'James',
    'Mary',
    'Robert',
    'Patricia',
    'John',
    'Jennifer',
    'Michael',
    'Linda',
    'David',
    'Elizabeth',
    'William',
    'Susan',
    'Richard',
    'Jessica',
    'Daniel',
    'Sarah',
    'Matthew',
    'Emily',
    'Andrew',
    'Laura',
    'Kevin',
    'Rachel',
    'Brian',
    'Megan',
  ],
  DE: [
    'Thomas',
    'Andreas',
    'Stefan',
    'Michael',
    'Markus',
    'Christian',
    'Anna',
    'Julia',
    'Katharina',
    'Sabine',
    'Claudia',
    'Jan',
    'Tobias',
    'Florian',
    'Matthias',
    'Sebastian',
    'Lena',
    'Johannes',
    'Martin',
    'Ute',
  ],
  FR: [
    'Jean',
    'Pierre',
    'Marie',
    'Nicolas',
    'Philippe',
    'Sophie',
    'Isabelle',
    'Laurent',
    'Julien',
    'Camille',
    'Thierry',
    'Céline',
    'Olivier',
    'Nathalie',
    'Antoine',
    'Claire',
  ],
  JP: [
    'Hiroshi',
    'Takashi',
    'Kenji',
    'Yuki',
    'Satoshi',
    'Akira',
    'Naoki',
    'Yoshiko',
    'Haruka',
    'Kazuya',
    'Tomoko',
    'Daisuke',
    'Masato',
    'Keiko',
    'Shinji',
    'Ryota',
  ],
  CN: [
    'Wei',
    'Fang',
    'Lei',
    'Jing',
    'Yang',
    'Min',
    'Jun',
    'Li',
    'Hui',
    'Qiang',
    'Xin',
    'Yan',
    'Tao',
    'Ming',
    'Hao',
    'Jie',
  ],
  KR: [
    'Min-jun',
    'Seo-yeon',
    'Ji-hoon',
    'Hyun-woo',
    'Soo-jin',
    'Jae-won',
    'Eun-ji',
    'Dong-hyun',
    'Ji-young',
    'Sung-min',
    'Hye-jin',
    'Young-ho',
  ],
  SE: ['Erik', 'Anna', 'Lars', 'Karin', 'Johan', 'Maria', 'Anders', 'Sofia', 'Per', 'Emma'],
  NL: ['Jan', 'Sanne', 'Pieter', 'Lotte', 'Bas', 'Femke', 'Joost', 'Anouk', 'Ruud', 'Eva'],
};
const LAST_NAMES: Readonly<Record<string, readonly string[]>> = {
  US: [
    'Smith',
    'Johnson',
    'Williams',
    'Brown',
    'Jones',
    'Miller',
    'Davis',
    'Wilson',
    'Anderson',
    'Taylor',
    'Moore',
    'Martin',
    'Jackson',
    'Thompson',
    'White',
    'Harris',
    'Clark',
    'Lewis',
    'Walker',
    'Hall',
    'Young',
    'Allen',
    'King',
    'Wright',
    'Scott',
    'Green',
    'Baker',
    'Adams',
    'Nelson',
    'Carter',
    'Mitchell',
    'Roberts',
    'Turner',
    'Phillips',
    'Campbell',
    'Parker',
    'Evans',
    'Edwards',
    'Collins',
  ],
  DE: [
    'Müller',
    'Schmidt',
    'Schneider',
    'Fischer',
    'Weber',
    'Meyer',
    'Wagner',
    'Becker',
    'Schulz',
    'Hoffmann',
    'Koch',
    'Richter',
    'Klein',
    'Wolf',
    'Schröder',
    'Neumann',
    'Schwarz',
    'Zimmermann',
    'Braun',
    'Krüger',
    'Hartmann',
    'Lange',
    'Werner',
    'Krause',
    'Lehmann',
    'Köhler',
    'Maier',
  ],
  FR: [
    'Martin',
    'Bernard',
    'Dubois',
    'Thomas',
    'Robert',
    'Richard',
    'Petit',
    'Durand',
    'Leroy',
    'Moreau',
    'Simon',
    'Laurent',
    'Lefebvre',
    'Michel',
    'Garcia',
    'Bertrand',
    'Roux',
    'Vincent',
    'Fournier',
    'Morel',
    'Girard',
    'Bonnet',
    'Dupont',
    'Lambert',
    'Fontaine',
    'Rousseau',
  ],
  JP: [
    'Sato',
    'Suzuki',
    'Takahashi',
    'Tanaka',
    'Watanabe',
    'Ito',
    'Yamamoto',
    'Nakamura',
    'Kobayashi',
    'Kato',
    'Yoshida',
    'Yamada',
    'Sasaki',
    'Yamaguchi',
    'Matsumoto',
    'Inoue',
    'Kimura',
    'Hayashi',
    'Shimizu',
    'Mori',
    'Ikeda',
    'Hashimoto',
    'Ishikawa',
    'Ogawa',
  ],
  CN: [
    'Wang',
    'Li',
    'Zhang',
    'Liu',
    'Chen',
    'Yang',
    'Huang',
    'Zhao',
    'Wu',
    'Zhou',
    'Xu',
    'Sun',
    'Ma',
    'Zhu',
    'Hu',
    'Guo',
    'He',
    'Lin',
    'Gao',
    'Luo',
  ],
  KR: [
    'Kim',
    'Lee',
    'Park',
    'Choi',
    'Jung',
    'Kang',
    'Cho',
    'Yoon',
    'Jang',
    'Lim',
    'Han',
    'Oh',
    'Seo',
    'Shin',
    'Kwon',
    'Hwang',
  ],
  SE: [
    'Andersson',
    'Johansson',
    'Karlsson',
    'Nilsson',
    'Eriksson',
    'Larsson',
    'Olsson',
    'Persson',
    'Svensson',
    'Gustafsson',
  ],
  NL: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'de Boer'],
};
const CITIES: Readonly<Record<string, readonly (readonly [string, string?])[]>> = {
  US: [
    ['San Jose', 'CA'],
    ['Austin', 'TX'],
    ['Boston', 'MA'],
    ['Seattle', 'WA'],
    ['Ann Arbor', 'MI'],
    ['Raleigh', 'NC'],
    ['Portland', 'OR'],
    ['San Diego', 'CA'],
    ['Pittsburgh', 'PA'],
    ['Minneapolis', 'MN'],
  ],
  DE: [['München'], ['Stuttgart'], ['Erlangen'], ['Dresden'], ['Aachen'], ['Hamburg'], ['Karlsruhe'], ['Darmstadt']],
  FR: [['Paris'], ['Grenoble'], ['Lyon'], ['Toulouse'], ['Nantes'], ['Rennes']],
  JP: [['Tokyo'], ['Osaka'], ['Kyoto'], ['Nagoya'], ['Kawasaki'], ['Yokohama']],
  CN: [['Shenzhen'], ['Beijing'], ['Shanghai'], ['Hangzhou'], ['Suzhou'], ['Chengdu']],
  KR: [['Seoul'], ['Suwon'], ['Daejeon'], ['Incheon'], ['Yongin']],
  GB: [['Cambridge'], ['Oxford'], ['London'], ['Bristol'], ['Manchester']],
  CH: [['Zürich'], ['Basel'], ['Lausanne']],
  NL: [['Eindhoven'], ['Delft'], ['Amsterdam']],
  SE: [['Stockholm'], ['Göteborg'], ['Lund']],
};
// Name pools of the countries without their own lists.
const NAME_COUNTRY: Readonly<Record<string, string>> = { GB: 'US', CH: 'DE' };

const STEMS: Readonly<Record<string, readonly (readonly string[])[]>> = {
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

const SECTORS: readonly string[] = [
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
const SECTORS_DE: readonly string[] = [
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

type Company = {
  readonly country: string;
  /** Spellings as sources write them; all share one `partyNameKey`. The first is the readable one. */
  readonly variants: readonly string[];
  readonly parent?: string;
  readonly topics: readonly number[];
  readonly inventors: readonly Person[];
  readonly university: boolean;
};

const COMPANY_COUNTRIES: readonly (readonly [string, number])[] = [
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

function weighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of items) total += w;
  let x = random.next() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return items[items.length - 1]![0];
}

function person(random: Random, country: string): Person {
  const names = NAME_COUNTRY[country] ?? country;
  const [city, state] = random.pick(CITIES[country] ?? CITIES.US!);
  return {
    family: random.pick(LAST_NAMES[names] ?? LAST_NAMES.US!),
    given: random.pick(FIRST_NAMES[names] ?? FIRST_NAMES.US!),
    country,
    city,
    ...(state !== undefined ? { state } : {}),
  };
}

function personName(p: Person): string {
  return `${p.family}, ${p.given}`;
}

function stemOf(random: Random, country: string): string {
  return (STEMS[country] ?? STEMS.US!).map((syllables) => random.pick(syllables)).join('');
}

/** Spellings of one company: the registered name, an all-capitals office form and a third variant. */
function companyVariants(random: Random, country: string, base: string, baseDe: string): string[] {
  const upper = (s: string) => s.toUpperCase();
  switch (country) {
    case 'US': {
      const form = random.pick(['corp', 'inc', 'llc'] as const);
      if (form === 'corp') return [`${base} Corporation`, `${upper(base)} CORP.`, `${base} Corp`];
      if (form === 'inc') return [`${base}, Inc.`, `${upper(base)} INC`, `${base} Incorporated`];
      return [`${base} LLC`, `${upper(base)} L.L.C.`, `${base}, LLC`];
    }
    case 'GB':
      return [`${base} Limited`, `${upper(base)} LTD`, `${base} Ltd.`];
    case 'DE':
      return random.chance(0.5)
        ? [`${baseDe} GmbH`, `${upper(baseDe)} GMBH`, `${baseDe} G.m.b.H.`]
        : [`${baseDe} AG`, `${upper(baseDe)} AKTIENGESELLSCHAFT`, `${baseDe} Aktiengesellschaft`];
    case 'CH':
      return [`${base} AG`, `${upper(base)} SA`, `${base} Ltd.`];
    case 'FR':
      return [`${base} SA`, `${upper(base)} S.A.`, `${base} Société Anonyme`];
    case 'NL':
      return [`${base} B.V.`, `${upper(base)} BV`, `${base} BV`];
    case 'SE':
      return [`${base} AB`, `${upper(base)} AKTIEBOLAG`, `${base} Aktiebolag`];
    case 'JP':
      return [`${base} Co., Ltd.`, `${upper(base)} CO LTD`, `Kabushiki Kaisha ${base}`];
    default:
      return [`${base} Co., Ltd.`, `${upper(base)} CO., LTD.`, `${base} Company Limited`];
  }
}

function buildCompanies(random: Random, count: number): Company[] {
  const companies: Company[] = [];
  const used = new Set<string>();
  while (companies.length < count) {
    const country = weighted(random, COMPANY_COUNTRIES);
    const university = random.chance(0.05) && ['US', 'GB', 'DE', 'CN', 'KR', 'JP'].includes(country);
    const main = random.int(0, TOPICS.length - 1);
    const topics = [main];
    while (topics.length < 3 && random.chance(0.55)) {
      const other = random.int(0, TOPICS.length - 1);
      if (!topics.includes(other)) topics.push(other);
    }
    const stem = stemOf(random, country);
    const sector = university ? 'University' : SECTORS[main]!;
    const sectorDe = university ? 'Universität' : SECTORS_DE[main]!;
    if (used.has(`${stem} ${sector}`)) continue;
    used.add(`${stem} ${sector}`);
    let variants: string[];
    if (university) {
      variants =
        country === 'DE'
          ? [
              `Technische Universität ${stem}`,
              `TECHNISCHE UNIVERSITAET ${stem.toUpperCase()}`,
              `Technische Univ. ${stem}`,
            ]
          : [`${stem} University`, `${stem.toUpperCase()} UNIV`, `${stem.toUpperCase()} UNIVERSITY`];
    } else {
      variants = companyVariants(random, country, `${stem} ${sector}`, `${stem} ${sectorDe}`);
    }
    const inventors: Person[] = [];
    const staff = random.int(6, 40);
    for (let i = 0; i < staff; i++) inventors.push(person(random, random.chance(0.9) ? country : 'US'));
    companies.push({ country, variants, topics, inventors, university });
  }
  // A few companies belong to a larger one of the corpus (their ultimate owner).
  return companies.map((company, index) => {
    if (index < 10 || company.university || !random.chance(0.12)) return company;
    const parent = companies[random.int(0, 9)]!;
    return parent.university ? company : { ...company, parent: parent.variants[0]! };
  });
}

function agentName(random: Random, office: string): string {
  const [a, b] = [person(random, NAME_COUNTRY[office] ?? office), person(random, NAME_COUNTRY[office] ?? office)];
  switch (office) {
    case 'US':
      return `${a.family} & ${b.family} LLP`;
    case 'GB':
      return `${a.family} ${b.family} LLP`;
    case 'EP':
    case 'DE':
      return `${a.family} ${b.family} Patentanwälte PartG mbB`;
    case 'FR':
      return `Cabinet ${a.family} & Associés`;
    case 'JP':
      return `${a.family} International Patent Firm`;
    case 'CN':
      return `${stemOf(random, 'CN')} Intellectual Property Agency Co., Ltd.`;
    case 'KR':
      return `${stemOf(random, 'KR')} IP Law Firm`;
    default:
      return `${a.family} Patent Office`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Offices: number formats, publication practice, pendency.

const OFFICES = ['US', 'EP', 'JP', 'CN', 'KR', 'DE', 'GB', 'FR'] as const;
type Office = (typeof OFFICES)[number] | 'WO';
const OFFICE_CODES: readonly Office[] = [...OFFICES, 'WO'];

/** Probability that an application is granted, and the pendency in days (min, max). */
const GRANTING: Readonly<Record<string, readonly [number, number, number]>> = {
  US: [0.72, 500, 1500],
  EP: [0.6, 1100, 2200],
  JP: [0.65, 800, 1900],
  CN: [0.58, 700, 1500],
  KR: [0.7, 500, 1100],
  DE: [0.5, 800, 1800],
  GB: [0.6, 700, 1500],
  FR: [0.8, 700, 1200],
};

// Publication-number anchors (date, number) of the offices whose serials run on.
const US_GRANT: readonly (readonly [number, number])[] = [
  [19900102, 4891000],
  [19910312, 5000000],
  [19991207, 6000000],
  [20060221, 7000000],
  [20110816, 8000000],
  [20150407, 9000000],
  [20180619, 10000000],
  [20210504, 11000000],
  [20240604, 12000000],
];
const EP_PUB: readonly (readonly [number, number])[] = [
  [19900103, 360000],
  [20000510, 1000000],
  [20081231, 2000000],
  [20160302, 3000000],
  [20220615, 4000000],
];
const JP_GRANT: readonly (readonly [number, number])[] = [
  [19960101, 2500000],
  [20000101, 3000000],
  [20050101, 3600000],
  [20100101, 4400000],
  [20150101, 5700000],
  [20200101, 6700000],
  [20250101, 7600000],
];
const CN_PUB_OLD: readonly (readonly [number, number])[] = [
  [19900101, 1040000],
  [20000101, 1250000],
  [20061231, 1900000],
];
const CN_PUB: readonly (readonly [number, number])[] = [
  [20070101, 100900000],
  [20100101, 101600000],
  [20130101, 102800000],
  [20160101, 105200000],
  [20190101, 109100000],
  [20220101, 113900000],
  [20250101, 119200000],
];
const KR_GRANT: readonly (readonly [number, number])[] = [
  [19900101, 100050000],
  [20000101, 100250000],
  [20100101, 100950000],
  [20150101, 101500000],
  [20200101, 102100000],
  [20250101, 102750000],
];
const GB_PUB: readonly (readonly [number, number])[] = [
  [19900101, 2225000],
  [20000101, 2340000],
  [20100101, 2460000],
  [20200101, 2580000],
];
const FR_PUB: readonly (readonly [number, number])[] = [
  [19900101, 2640000],
  [20000101, 2790000],
  [20100101, 2940000],
  [20200101, 3090000],
];

/** One filing. Days are days since 1970. */
type Application = {
  readonly office: Office;
  readonly an: string;
  /** Filing date (for a national phase the international filing date, for an EP divisional the parent's). */
  readonly filed: number;
  /** When it was actually filed (differs for EP divisionals and national phases). */
  readonly entered: number;
  priorities: Priority[];
  /** Earliest non-provisional filing the term counts from. */
  readonly termFrom: number;
  readonly route: 'first' | 'paris' | 'national' | 'pct' | 'continuation' | 'divisional';
  readonly language: string;
  /** Planned grant day, null when never granted. */
  grantDay: number | null;
  nationalPhases: NationalPhaseApplication[];
  pubs: Publication[];
};

type Publication = {
  readonly app: Application;
  readonly kind: string;
  readonly number: string;
  readonly day: number;
  readonly granted: boolean;
};

type CitedDocument = { readonly number: string; readonly day: number };

// ---------------------------------------------------------------------------------------------------------------
// Text.

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function an(word: string): string {
  return /^(?:[aeio]|u[nlm](?!i))/i.test(word) ? `an ${word}` : `a ${word}`;
}

function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

function value(random: Random, [, , min, max]: Property): string {
  const x = min + random.next() * (max - min);
  if (max >= 1e6) return x.toExponential(1);
  if (max - min < 1) return x.toFixed(4);
  if (max < 10) return x.toFixed(1);
  return String(Math.round(x));
}

function range(random: Random, property: Property): string {
  const a = value(random, property);
  const b = value(random, property);
  const [lo, hi] = Number(a) <= Number(b) ? [a, b] : [b, a];
  return `${lo} to ${hi}${property[1] === '' ? '' : ` ${property[1]}`}`;
}

type ClaimDraft = { readonly parents: readonly number[]; readonly text: (refs: string) => string };

/** Claims as filed: an apparatus claim with dependents, a method claim with dependents, a use or system claim. */
function claimDrafts(random: Random, topic: Topic, subject: string, parts: readonly string[]): ClaimDraft[] {
  const [p0, p1, p2, p3 = parts[0]!] = parts;
  const drafts: ClaimDraft[] = [];
  const f0 = random.pick(topic.functions);
  drafts.push({
    parents: [],
    text: () =>
      `${cap(an(subject))}, comprising: ${an(p0!)}; ${an(p1!)} arranged on the ${p0}; and ${an(p2!)} configured to ${f0}, wherein the ${p1} is in contact with the ${p2}.`,
  });
  const apparatusDependents = random.int(3, 8);
  for (let i = 0; i < apparatusDependents; i++) {
    const parent = i === 0 || random.chance(0.6) ? 0 : random.int(0, drafts.length - 1);
    const part = random.pick(parts);
    const property = random.pick(topic.properties);
    const kind = random.int(0, 3);
    const tail =
      kind === 0
        ? `wherein the ${part} comprises ${random.pick(topic.materials)}.`
        : kind === 1
          ? `wherein the ${part} has a ${property[0]} of ${range(random, property)}.`
          : kind === 2
            ? `further comprising ${an(p3)} disposed between the ${p0} and the ${p2}.`
            : `wherein the ${part} is configured to ${random.pick(topic.functions)}.`;
    drafts.push({ parents: [parent], text: (refs) => `The ${subject} according to ${refs}, ${tail}` });
  }
  const method = drafts.length;
  const material = random.pick(topic.materials);
  const finish = random.pick(['heat-treating', 'pressing', 'curing', 'testing']);
  drafts.push({
    parents: [],
    text: () =>
      `A method for manufacturing ${an(subject)}, the method comprising: providing ${an(p0!)}; forming ${an(p1!)} on the ${p0} using ${material}; arranging ${an(p2!)} adjacent to the ${p1}; and ${finish} the resulting assembly.`,
  });
  const methodDependents = random.int(1, 4);
  for (let i = 0; i < methodDependents; i++) {
    const property = random.pick(topic.properties);
    const tail = random.chance(0.5)
      ? `wherein the forming is carried out at a ${property[0]} of ${range(random, property)}.`
      : `further comprising a step of inspecting the ${random.pick(parts)}.`;
    drafts.push({ parents: [method], text: (refs) => `The method according to ${refs}, ${tail}` });
  }
  if (random.chance(0.6)) {
    const last = method - 1;
    drafts.push({
      parents: Array.from({ length: last + 1 }, (_, i) => i),
      text: (refs) => `Use of the ${subject} according to ${refs} in ${topic.field}.`,
    });
  }
  return drafts;
}

/** Numbers the drafts; a multiple dependency is written `any one of claims 1 to 5`. */
function numberClaims(drafts: readonly ClaimDraft[]): Claim[] {
  return drafts.map((draft, index) => {
    const dependsOn = draft.parents.map((p) => p + 1);
    const refs =
      dependsOn.length === 0
        ? ''
        : dependsOn.length === 1
          ? `claim ${dependsOn[0]}`
          : `any one of claims ${dependsOn[0]} to ${dependsOn[dependsOn.length - 1]}`;
    return { num: index + 1, text: draft.text(refs), dependsOn };
  });
}

/** Claims as granted: claim 2's feature folded into claim 1, claim 2 dropped, the rest renumbered. */
function grantedClaims(drafts: readonly ClaimDraft[]): Claim[] {
  if (drafts.length < 3) return numberClaims(drafts);
  const second = drafts[1]!;
  const secondTail = second.text('claim 1').replace(/^The .*? according to claim 1, /, '');
  const first = drafts[0]!;
  const amended: ClaimDraft = {
    parents: [],
    text: (refs) => `${first.text(refs).replace(/\.$/, '')}, and ${secondTail}`,
  };
  const rest = drafts.slice(2).map((draft) => ({
    parents: [...new Set(draft.parents.map((p) => (p > 1 ? p - 1 : 0)))],
    text: draft.text,
  }));
  return numberClaims([amended, ...rest]);
}

function description(
  random: Random,
  topic: Topic,
  subject: string,
  feature: string,
  parts: readonly string[],
  withExamples: boolean,
): string[] {
  const [problem0 = '', problem1 = ''] = random.sample(topic.problems, 2);
  const [benefit0 = '', benefit1 = ''] = random.sample(topic.benefits, 2);
  const numeral = new Map(parts.map((part, i) => [part, 10 + 2 * i]));
  const ref = (part: string) => `${part} ${numeral.get(part) ?? ''}`.trim();
  const prop = () => random.pick(topic.properties);
  const paragraphs = [
    `The present invention relates to ${topic.field}, and more particularly to ${an(subject)} ${feature}.`,
    `${cap(plural(subject))} are used in a wide range of applications. In a conventional ${subject}, the ${parts[0]} and the ${parts[1]} are joined directly, which often leads to ${problem0}.`,
    `Various approaches have been proposed to address this, for example increasing the ${prop()[0]} of the ${parts[2]}. However, such approaches tend to result in ${problem1}, and the manufacturing cost increases.`,
    `It is therefore an object of the present invention to provide ${an(subject)} that ${benefit0} while avoiding ${problem1}.`,
    `According to a first aspect, ${an(subject)} comprises ${an(parts[0]!)}, ${an(parts[1]!)} and ${an(parts[2]!)}, wherein the ${parts[2]} is configured to ${random.pick(topic.functions)}. This arrangement ${benefit1}.`,
    `According to a second aspect, a method for manufacturing the ${subject} is provided, in which the ${parts[1]} is formed on the ${parts[0]} using ${random.pick(topic.materials)}.`,
  ];
  const figures = random.int(2, 5);
  const views = [
    'a schematic cross-sectional view',
    'a perspective view',
    'a block diagram',
    'a flow chart of a manufacturing method',
    'a graph showing measurement results',
  ];
  for (let k = 1; k <= figures; k++) {
    paragraphs.push(
      `FIG. ${k} is ${random.pick(views)} of the ${subject} according to ${k === 1 ? 'a first' : k === 2 ? 'a second' : 'a further'} embodiment.`,
    );
  }
  for (const part of random.sample(parts, random.int(3, parts.length))) {
    const property = prop();
    const other = random.pick(parts.filter((p) => p !== part));
    paragraphs.push(
      `The ${ref(part)} may be formed of ${random.pick(topic.materials)}. In some embodiments, the ${ref(part)} has a ${property[0]} of ${range(random, property)}, preferably ${range(random, property)}. The ${ref(part)} is arranged ${random.pick(['adjacent to', 'above', 'below', 'around', 'opposite'])} the ${ref(other)} and is configured to ${random.pick(topic.functions)}.`,
    );
  }
  if (withExamples) {
    const property = prop();
    const unit = property[1] === '' ? '' : ` ${property[1]}`;
    for (let k = 1; k <= random.int(1, 3); k++) {
      paragraphs.push(
        `Example ${k}: ${cap(random.pick(topic.materials))} (${random.int(1, 50)} g) was processed as described above to obtain the ${subject}. The ${subject} thus obtained exhibited a ${property[0]} of ${value(random, property)}${unit}.`,
      );
    }
    paragraphs.push(
      `Comparative Example 1: The ${subject} was prepared in the same manner as in Example 1 except that the ${parts[1]} was omitted. It exhibited a ${property[0]} of ${value(random, property)}${unit}, and ${problem0} was observed.`,
    );
  }
  paragraphs.push(
    'Although the invention has been described with reference to preferred embodiments, various modifications and changes may be made without departing from the scope of the appended claims.',
  );
  return paragraphs;
}

// ---------------------------------------------------------------------------------------------------------------
// The generator.

const TITLE_PATTERNS: readonly Tri[] = [
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

type Invention = {
  readonly topic: Topic;
  readonly company: Company;
  readonly coApplicant: Company | null;
  readonly title: Tri;
  readonly abstract: string;
  readonly claims: readonly ClaimDraft[];
  readonly description: readonly string[];
  readonly inventors: readonly Person[];
  readonly cpc: readonly ClassificationEntry[];
  readonly ipc: readonly ClassificationEntry[];
  readonly priorArt: readonly (CitedDocument & { category: 'X' | 'Y' | 'A' })[];
  readonly npl: readonly string[];
  readonly seps: readonly SepDeclaration[];
  readonly fda: boolean;
  readonly litigation: boolean;
  readonly examples: boolean;
};

class DemoCorpus {
  private readonly random: Random;
  private readonly today: number;
  private readonly companies: Company[];
  private readonly companyZipf: Zipf;
  private readonly agents = new Map<string, string[]>();
  private readonly examiners = new Map<string, Person[]>();
  private readonly usedNumbers = new Set<string>();
  private readonly usedApplications = new Set<string>();
  /** Published documents by topic, in the order they were generated: what later documents cite. */
  private readonly published: CitedDocument[][] = TOPICS.map(() => []);
  private docdbFamily = 40_000_000;
  private inpadocFamily = 30_000_000;

  constructor(
    private readonly seed: number,
    today: number,
  ) {
    this.random = new Random(seed, 0x5eed);
    this.today = dayOf(today);
    const world = new Random(seed, 0x0c0);
    this.companies = buildCompanies(world, 320);
    this.companyZipf = new Zipf(this.companies.length, 0.85);
    for (const office of [...OFFICES, 'WO']) {
      this.agents.set(
        office,
        Array.from({ length: 14 }, () => agentName(world, office === 'WO' ? 'US' : office)),
      );
      this.examiners.set(
        office,
        Array.from({ length: 40 }, () =>
          person(world, office === 'EP' ? world.pick(['DE', 'FR', 'NL', 'SE']) : office === 'WO' ? 'US' : office),
        ),
      );
    }
  }

  *documents(count: number): Generator<PatentDocument> {
    const first = dayOf(19900101);
    // Priorities run from 1990 to 18 months before today, more of them in later years (density rising 1 → 3).
    const last = this.today - 600;
    let produced = 0;
    while (produced < count) {
      const u = produced / count;
      const t = (-1 + Math.sqrt(1 + 8 * u)) / 2;
      const day = Math.min(last, Math.max(first, Math.round(first + t * (last - first)) + this.random.int(-40, 40)));
      const docs = this.invention(day, count - produced);
      for (const doc of docs) {
        produced++;
        yield doc;
      }
    }
  }

  private company(): Company {
    return this.companies[this.companyZipf.sample(this.random)]!;
  }

  private unique(set: Set<string>, make: (bump: number) => string): string {
    for (let bump = 0; ; bump++) {
      const value = make(bump);
      if (!set.has(value)) {
        set.add(value);
        return value;
      }
    }
  }

  private applicationNumber(office: Office, day: number, ro?: string): string {
    const r = this.random;
    const year = yearOf(day);
    const yy = String(year % 100).padStart(2, '0');
    const serial = r.int(1, 899_999);
    return this.unique(this.usedApplications, (bump) => {
      const s = serial + bump;
      switch (office) {
        case 'US': {
          const series = US_SERIES.findLast(([from]) => dayOf(from) <= day)?.[1] ?? '07';
          return `US${series}${String(s % 1_000_000).padStart(6, '0')}`;
        }
        case 'WO':
          return formatPctApplicationNumber(
            { office: ro ?? 'US', year, serial: year < 2004 ? (s % 99_999) + 1 : s },
            'compact',
          );
        case 'EP':
          return `EP${yy}${String(s % 1_000_000).padStart(6, '0')}`;
        case 'JP':
          return `JP${year}${String(s % 1_000_000).padStart(6, '0')}`;
        case 'CN':
          return year >= 2003
            ? `CN${year}1${String(s).padStart(7, '0')}`
            : `CN${yy}1${String(s % 100_000).padStart(5, '0')}`;
        case 'KR':
          return `KR${year}${String(s).padStart(7, '0')}`;
        case 'DE':
          return year >= 2004
            ? `DE10${year}${String(s % 1_000_000).padStart(6, '0')}`
            : `DE1${yy}${String(s % 100_000).padStart(5, '0')}`;
        default:
          return `${office}${yy}${String(s % 100_000).padStart(5, '0')}`;
      }
    });
  }

  private provisionalNumber(day: number): string {
    const series = day < dayOf(20071201) ? '60' : day < dayOf(20131201) ? '61' : day < dayOf(20200301) ? '62' : '63';
    const serial = this.random.int(1, 999_999);
    return this.unique(
      this.usedApplications,
      (bump) => `US${series}${String((serial + bump) % 1_000_000).padStart(6, '0')}`,
    );
  }

  /** A publication number not used before: serials near the office's count on that day. */
  private publicationNumber(app: Application, kind: string, day: number, sameAs?: string): string {
    if (sameAs !== undefined) return sameAs;
    const r = this.random;
    const year = yearOf(day);
    let base: number;
    let format: (serial: number) => string;
    const fraction = (day - dayOf(year * 10000 + 101)) / 366;
    switch (app.office) {
      case 'US':
        if (/^B|^A$/.test(kind)) {
          base = along(US_GRANT, day) + r.int(0, 3000);
          format = (s) => String(s);
        } else {
          base = Math.round(fraction * 380_000) + r.int(1, 20_000);
          format = (s) => `${year}${String(s).padStart(7, '0')}`;
        }
        break;
      case 'EP':
        base = along(EP_PUB, day) + r.int(0, 2000);
        format = (s) => String(s);
        break;
      case 'WO':
        base = Math.round(fraction * (year < 2000 ? 40_000 : 260_000)) + r.int(1, 5000);
        format = (s) => `${year}${String(s).padStart(6, '0')}`;
        break;
      case 'JP':
        if (kind.startsWith('B')) {
          base = along(JP_GRANT, day) + r.int(0, 2000);
          format = (s) => String(s);
        } else {
          base = Math.round(fraction * 230_000) + r.int(1, 5000);
          format = (s) => `${year}${String(s).padStart(6, '0')}`;
        }
        break;
      case 'CN':
        base = day < dayOf(20070101) ? along(CN_PUB_OLD, day) : along(CN_PUB, day);
        base += r.int(0, 3000);
        format = (s) => String(s);
        break;
      case 'KR':
        if (kind.startsWith('B')) {
          base = along(KR_GRANT, day) + r.int(0, 2000);
          format = (s) => String(s);
        } else {
          base = Math.round(fraction * 150_000) + r.int(1, 5000);
          format = (s) => `${year}${String(s).padStart(7, '0')}`;
        }
        break;
      case 'DE':
        // German publications carry the application number.
        return app.an.slice(2);
      case 'GB':
        base = along(GB_PUB, day) + r.int(0, 1000);
        format = (s) => String(s);
        break;
      default:
        base = along(FR_PUB, day) + r.int(0, 1000);
        format = (s) => String(s);
        break;
    }
    return this.unique(this.usedNumbers, (bump) => `${app.office}${format(base + bump)}`).slice(2);
  }

  private application(
    office: Office,
    filed: number,
    priorities: Priority[],
    route: Application['route'],
    options: { entered?: number; termFrom?: number; ro?: string; language?: string; an?: string } = {},
  ): Application {
    const entered = options.entered ?? filed;
    const an = options.an ?? this.applicationNumber(office, entered, options.ro);
    return {
      office,
      an,
      filed,
      entered,
      priorities,
      termFrom: options.termFrom ?? filed,
      route,
      language: options.language ?? 'en',
      grantDay: null,
      nationalPhases: [],
      pubs: [],
    };
  }

  private homeOffice(company: Company): Office {
    const r = this.random;
    switch (company.country) {
      case 'US':
      case 'JP':
      case 'CN':
      case 'KR':
        return company.country;
      case 'DE':
        return r.chance(0.65) ? 'DE' : 'EP';
      case 'FR':
      case 'GB':
        return r.chance(0.5) ? company.country : 'EP';
      default:
        return 'EP';
    }
  }

  private languageOf(office: Office, company: Company): string {
    if (office === 'DE') return 'de';
    if (office === 'FR') return 'fr';
    if (office === 'JP') return 'ja';
    if (office === 'CN') return 'zh';
    if (office === 'KR') return 'ko';
    if (office === 'WO') {
      const c = company.country;
      if (c === 'JP') return 'ja';
      if (c === 'CN') return 'zh';
      if (c === 'KR') return 'ko';
      if (c === 'DE' && this.random.chance(0.5)) return 'de';
      if (c === 'FR' && this.random.chance(0.5)) return 'fr';
    }
    return 'en';
  }

  private inventionContent(priorityDay: number): Invention {
    const r = this.random;
    const company = this.company();
    const topicIndex = company.topics[r.chance(0.65) ? 0 : r.int(0, company.topics.length - 1)]!;
    const topic = TOPICS[topicIndex]!;
    const subject = r.pick(topic.subjects);
    const feature = r.pick(topic.features);
    const pattern = r.pick(TITLE_PATTERNS);
    const title = pattern.map((p, i) =>
      cap(p.replace('{s}', subject[i]!).replace('{f}', feature[i]!)),
    ) as unknown as Tri;
    const parts = r.sample(topic.parts, Math.min(topic.parts.length, r.int(4, 6)));
    const examples = topic.examples === true && r.chance(0.7);
    // Claims and text speak of the apparatus; a method title gets a device (`method for X` → `device for X`).
    const thing = subject[0].replace(/^method\b/, 'device').replace(/\bmethod$/, 'device');
    const claims = claimDrafts(r, topic, thing, parts);
    const desc = description(r, topic, thing, feature[0], parts, examples);
    const property = r.pick(topic.properties);
    const abstract = [
      `${cap(an(thing))} ${feature[0]} includes ${an(parts[0]!)}, ${an(parts[1]!)} and ${an(parts[2]!)}.`,
      `The ${parts[1]} is arranged on the ${parts[0]}, and the ${parts[2]} is configured to ${r.pick(topic.functions)}.`,
      `The ${parts[r.int(0, parts.length - 1)]} has a ${property[0]} of ${range(r, property)}.`,
      `The ${thing} ${r.pick(topic.benefits)} and avoids ${r.pick(topic.problems)}.`,
    ].join(' ');
    const codes = r.sample(topic.cpc, r.int(1, 4));
    if (r.chance(0.12)) codes.push(r.pick(r.pick(TOPICS).cpc));
    const cpc: ClassificationEntry[] = [...new Set(codes)].map((code, i) => ({
      code,
      main: i === 0,
      inventive: true,
      version: '2013-01',
    }));
    for (const tag of topic.tags ?? []) {
      if (r.chance(0.6)) cpc.push({ code: tag, inventive: false, version: '2013-01' });
    }
    const ipc: ClassificationEntry[] = [...new Set(r.sample(topic.ipc, r.int(1, 3)))].map((code, i) => ({
      code,
      main: i === 0,
      inventive: true,
      version: '2006.01',
    }));
    const inventors = r.sample(company.inventors, r.int(1, Math.min(5, company.inventors.length)));
    // Prior art: earlier documents of the same field, published before the priority date.
    const pool = this.published[topicIndex]!;
    const priorArt: (CitedDocument & { category: 'X' | 'Y' | 'A' })[] = [];
    const wanted = pool.length === 0 ? 0 : r.int(1, 7);
    const seen = new Set<string>();
    for (let attempt = 0; attempt < wanted * 4 && priorArt.length < wanted; attempt++) {
      // Mostly recent documents, sometimes older ones.
      const window = r.chance(0.7) ? Math.min(pool.length, 600) : pool.length;
      const candidate = pool[pool.length - 1 - r.int(0, window - 1)]!;
      if (candidate.day >= priorityDay || seen.has(candidate.number)) continue;
      seen.add(candidate.number);
      const x = r.next();
      const category = priorArt.length === 0 && x < 0.45 ? 'X' : x < 0.35 ? 'Y' : 'A';
      priorArt.push({ ...candidate, category });
    }
    const npl: string[] = [];
    if (r.chance(0.2)) {
      const author = person(r, r.pick(['US', 'DE', 'JP', 'CN', 'FR']));
      const year = yearOf(priorityDay) - r.int(1, 8);
      const start = r.int(1, 2000);
      npl.push(
        `${author.family.toUpperCase()} ${author.given.charAt(0)}. ET AL: "${cap(plural(subject[0]))} ${feature[0]}", ${r.pick(topic.journals)}, vol. ${r.int(1, 120)}, no. ${r.int(1, 12)}, ${year}, pages ${start}-${start + r.int(3, 15)}`,
      );
    }
    const seps: SepDeclaration[] =
      topic.standards === true && yearOf(priorityDay) >= 2008 && r.chance(0.25)
        ? [
            {
              standard_organization: 'ETSI',
              etsi_project: r.pick(['3GPP', 'LTE', '5G']),
              standard: r.pick(['TS 38.213', 'TS 38.331', 'TS 36.213', 'TS 38.214']),
              declarant: company.variants[0]!,
              declarationdate: dateOf(Math.min(this.today, priorityDay + r.int(400, 1500))),
            },
          ]
        : [];
    const partner = r.chance(0.08) ? this.company() : null;
    return {
      topic,
      company,
      coApplicant: partner === company ? null : partner,
      title,
      abstract,
      claims,
      description: desc,
      inventors,
      cpc,
      ipc,
      priorArt,
      npl,
      seps,
      fda: topic.fda === true && r.chance(0.08),
      litigation: r.chance(0.015),
      examples,
    };
  }

  /** The applications of one invention, then its publications as documents (at most `budget`). */
  private invention(priorityDay: number, budget: number): PatentDocument[] {
    const r = this.random;
    const invention = this.inventionContent(priorityDay);
    const { company } = invention;
    const home = this.homeOffice(company);
    const apps: Application[] = [];
    const year = yearOf(priorityDay);
    const ownPriority = (app: Application, kind = 'A'): Priority => ({
      country: app.office,
      number: app.an,
      date: dateOf(app.filed),
      kind,
    });

    // The first filing: a US provisional (no publication) or a published national or EP application.
    let p1: Priority;
    let homeApp: Application;
    if (home === 'US' && priorityDay >= dayOf(19950608) && r.chance(0.35)) {
      p1 = { country: 'US', number: this.provisionalNumber(priorityDay), date: dateOf(priorityDay), kind: 'P' };
      const filed = priorityDay + r.int(300, 364);
      homeApp = this.application('US', filed, [p1], 'paris');
    } else {
      homeApp = this.application(home, priorityDay, [], 'first', { language: this.languageOf(home, company) });
      p1 = ownPriority(homeApp);
      homeApp.priorities = [p1];
    }
    apps.push(homeApp);

    // How far the invention goes abroad.
    const x = r.next();
    const abroad = x < 0.32 ? 0 : x < 0.62 ? r.int(1, 2) : x < 0.9 ? r.int(3, 5) : r.int(6, 7);
    const weights: [Office, number][] = [
      ['US', 0.9],
      ['EP', 0.8],
      ['JP', 0.55],
      ['CN', year < 2000 ? 0.12 : year < 2010 ? 0.45 : 0.75],
      ['KR', 0.35],
      ['DE', home === 'EP' ? 0.03 : 0.12],
      ['GB', 0.05],
      ['FR', 0.03],
    ];
    const targets: Office[] = [];
    const remaining = weights.filter(([office]) => office !== home);
    while (targets.length < abroad && remaining.length > 0) {
      const office = weighted(r, remaining);
      targets.push(office);
      remaining.splice(
        remaining.findIndex(([o]) => o === office),
        1,
      );
    }

    if (targets.length > 0 && year >= 1992 && r.chance(targets.length >= 3 ? 0.7 : 0.45)) {
      // PCT route, sometimes adding a second priority filed a few months after the first.
      const claimed: Priority[] = [p1];
      if (r.chance(0.15) && home !== 'US') {
        const second = this.application(home, priorityDay + r.int(60, 240), [], 'first', {
          language: homeApp.language,
        });
        const p2 = ownPriority(second);
        second.priorities = [p2];
        apps.push(second);
        claimed.push(p2);
      }
      const ro =
        company.country === 'CH' || company.country === 'NL' || company.country === 'SE' ? 'EP' : company.country;
      const wo = this.application('WO', priorityDay + r.int(330, 364), claimed, 'pct', {
        ro,
        language: this.languageOf('WO', company),
      });
      apps.push(wo);
      for (const office of targets) {
        const nped = priorityDay + (office === 'EP' ? 31 * 30 : 30 * 30) + r.int(0, 25);
        if (nped > this.today) continue;
        const national = this.application(office, wo.filed, claimed, 'national', {
          entered: nped,
          language: this.languageOf(office, company),
        });
        apps.push(national);
        wo.nationalPhases.push({
          an: national.an,
          source: 'synthetic-demo',
          country: office,
          nped: dateOf(nped),
        });
      }
    } else {
      for (const office of targets) {
        const filed = priorityDay + r.int(300, 364);
        if (filed > this.today) continue;
        apps.push(this.application(office, filed, [p1], 'paris', { language: this.languageOf(office, company) }));
      }
    }

    // Outcomes, then continuations and divisionals of granted or pending applications.
    for (const app of [...apps]) {
      this.decideGrant(app);
      if (app.office === 'US' && r.chance(0.18)) {
        const filed = app.entered + r.int(365, 1100);
        if (filed < this.today - 200) {
          const priorities = [...app.priorities, { country: 'US', number: app.an, date: dateOf(app.filed), kind: 'A' }];
          const child = this.application('US', filed, priorities, 'continuation', { termFrom: app.termFrom });
          this.decideGrant(child);
          apps.push(child);
        }
      } else if (app.office === 'EP' && app.grantDay !== null && r.chance(0.15)) {
        const entered = app.entered + r.int(700, 1400);
        if (entered < this.today - 200) {
          const child = this.application('EP', app.filed, app.priorities, 'divisional', {
            entered,
            termFrom: app.termFrom,
          });
          this.decideGrant(child);
          apps.push(child);
        }
      }
    }

    for (const app of apps) this.publish(app);
    const pubs = apps
      .flatMap((app) => app.pubs)
      .filter((pub) => pub.day <= this.today)
      .sort((a, b) => a.day - b.day)
      .slice(0, budget);
    return this.documentsOf(invention, pubs);
  }

  private decideGrant(app: Application): void {
    if (app.office === 'WO') return;
    const [p, min, max] = GRANTING[app.office]!;
    if (this.random.chance(p)) app.grantDay = app.entered + this.random.int(min, max);
  }

  private publish(app: Application): void {
    const r = this.random;
    const earliest = Math.min(...app.priorities.map((p) => dayOf(p.date ?? dateOf(app.filed))), app.filed);
    const add = (kind: string, day: number, granted: boolean, sameAs?: string) => {
      const number = this.publicationNumber(app, kind, day, sameAs);
      app.pubs.push({ app, kind, number, day, granted });
      return number;
    };
    if (app.office === 'WO') {
      add('A1', earliest + 548 + r.int(0, 14), false);
      return;
    }
    // The application publication: 18 months from priority, or some months after a national phase entry.
    let aDay: number | null = Math.max(earliest + 548 + r.int(0, 14), app.entered + r.int(60, 150));
    if (app.route === 'national' && app.office === 'EP') aDay = null; // The WO publication stands for Euro-PCT.
    if (app.office === 'US' && (app.entered < dayOf(20001129) || (app.route === 'first' && r.chance(0.1)))) aDay = null;
    const grant = app.grantDay;
    if (aDay !== null && grant !== null && grant <= aDay) aDay = null;
    let aNumber: string | undefined;
    if (aDay !== null) {
      const kind =
        app.office === 'JP' || app.office === 'CN' || app.office === 'KR' || app.office === 'GB' ? 'A' : 'A1';
      aNumber = add(kind, aDay, false);
    }
    if (grant === null) return;
    const grantDate = dateOf(grant);
    switch (app.office) {
      case 'US':
        add(grantDate < 20010102 ? 'A' : aNumber !== undefined ? 'B2' : 'B1', grant, true);
        break;
      case 'EP':
        add('B1', grant, true, aNumber);
        break;
      case 'JP':
        add('B2', grant, true);
        break;
      case 'CN':
        add(grantDate >= 20100401 ? 'B' : 'C', grant, true, aNumber);
        break;
      case 'KR':
        add('B1', grant, true);
        break;
      case 'DE':
        add(aNumber !== undefined ? 'B4' : 'B3', grant, true);
        break;
      case 'GB':
        add('B', grant, true, aNumber);
        break;
      default:
        add('B1', grant, true, aNumber);
    }
  }

  private documentsOf(invention: Invention, pubs: readonly Publication[]): PatentDocument[] {
    const r = this.random;
    const ucids = new Map<Publication, string>();
    for (const pub of pubs) {
      const ucid = ucidOf(pub.app.office, pub.number, pub.kind);
      if (ucid === null) throw new Error(`demo corpus: no ucid for ${pub.app.office} ${pub.number} ${pub.kind}`);
      ucids.set(pub, ucid);
    }
    // Simple families: the same priorities; the extended family: the whole invention.
    const priorityKey = (app: Application) =>
      app.priorities
        .map((p) => p.number)
        .sort()
        .join('+');
    const simpleIds = new Map<string, string>();
    const member = (pub: Publication): FamilyPublication => ({
      ucid: ucids.get(pub)!,
      an: pub.app.an,
      publicationdate: dateOf(pub.day),
      applicationdate: dateOf(pub.app.filed),
    });
    const extended = { id: String(this.inpadocFamily++), publications: pubs.map(member) };
    const grantedApps = new Set(pubs.filter((p) => p.granted).map((p) => p.app));

    const docs: PatentDocument[] = [];
    for (const pub of pubs) {
      const app = pub.app;
      const key = priorityKey(app);
      let simpleId = simpleIds.get(key);
      if (simpleId === undefined) {
        this.docdbFamily += r.int(1, 40);
        simpleId = String(this.docdbFamily);
        simpleIds.set(key, simpleId);
      }
      const simple = {
        id: simpleId,
        publications: pubs.filter((p) => priorityKey(p.app) === key).map(member),
      };
      docs.push(this.document(invention, pub, ucids.get(pub)!, grantedApps.has(app), simple, extended));
    }
    for (const pub of pubs) {
      this.published[TOPICS.indexOf(invention.topic)]!.push({
        number: `${pub.app.office}${pub.number}${pub.kind}`,
        day: pub.day,
      });
    }
    return docs;
  }

  private document(
    invention: Invention,
    pub: Publication,
    ucid: string,
    granted: boolean,
    simple: { id: string; publications: FamilyPublication[] },
    extended: { id: string; publications: FamilyPublication[] },
  ): PatentDocument {
    const r = this.random;
    const app = pub.app;
    const office = app.office;
    const { company, title } = invention;
    const grantDay = granted ? app.grantDay : null;
    const pending = !granted && app.office !== 'WO' && (app.grantDay !== null || app.entered + 6 * 365 > this.today);
    const withdrawn = !granted && !pending;

    // Titles: EP in its three languages, German and French national documents in theirs plus English.
    const titles: Record<string, string> = { en: title[0] };
    if (office === 'EP') Object.assign(titles, { de: title[1], fr: title[2] });
    if (app.language === 'de') titles.de = title[1];
    if (app.language === 'fr') titles.fr = title[2];
    const fullText = app.language === 'en' || office === 'JP' || office === 'CN' || office === 'KR';
    const claims = fullText ? (pub.granted ? grantedClaims(invention.claims) : numberClaims(invention.claims)) : [];

    // Spelling of the applicant as this office writes it.
    const spelling = (c: Company) =>
      c.variants[
        office === 'US' || office === 'GB' ? 0 : office === 'EP' || office === 'WO' ? r.int(0, 1) : r.int(1, 2)
      ]!;
    const applicantCompanies = invention.coApplicant === null ? [company] : [company, invention.coApplicant];
    const applicants: Party[] = applicantCompanies.map((c) => ({ name: spelling(c), country: c.country }));
    const reassigned = granted && r.chance(0.03) ? this.company() : null;

    const priorities = app.priorities;
    const earliestPriority = [...priorities].sort((a, b) => (a.date ?? 0) - (b.date ?? 0))[0];

    const categories = office === 'EP' || office === 'WO' || office === 'CN' || office === 'FR' || office === 'GB';
    const phase =
      office === 'WO' ? 'international-search' : categories ? 'search' : r.chance(0.7) ? 'examination' : 'applicant';
    const citedArt = categories ? invention.priorArt : invention.priorArt.filter(() => r.chance(0.75));
    const patents: PatentCitation[] = citedArt.map((c) => ({
      // Number alone in its canonical spelling (country, serial and kind), so forward citations resolve.
      number: c.number,
      date: dateOf(c.day),
      ...(categories ? { categories: [c.category] } : {}),
      phase,
    }));
    const npl: NplCitation[] = categories ? invention.npl.map((text) => ({ text, categories: ['A'], phase })) : [];

    let expiry: { date: number | null; explanation: string } | null = null;
    if (office !== 'WO' && !withdrawn) {
      const pta =
        office === 'US' && app.entered >= dayOf(20000529) && grantDay !== null && r.chance(0.5) ? r.int(1, 700) : 0;
      expiry = expectedExpiry({
        country: office,
        kind: pub.kind,
        filingDate: dateOf(app.filed),
        earliestNonProvisionalFilingDate: dateOf(app.termFrom),
        grantDate: grantDay === null ? null : dateOf(grantDay),
        termAdjustmentDays: pta,
        extensionDays: invention.fda && grantDay !== null && r.chance(0.5) ? r.int(200, 1800) : 0,
      });
    }

    const events: LegalEvent[] = [];
    if (office === 'EP') {
      events.push({ date: dateOf(app.entered), code: 'EP 17P', description: 'Request for examination filed' });
      if (grantDay !== null && grantDay <= pub.day) {
        events.push({ date: dateOf(grantDay), code: 'EP AK', description: 'Designated contracting states' });
      }
    } else if (office === 'US') {
      events.push({
        date: dateOf(app.entered + r.int(30, 200)),
        code: 'US AS',
        description: `Assignment of assignors interest; assignor: ${personName(invention.inventors[0]!)}; assignee: ${company.variants[0]}`,
      });
    }
    if (withdrawn) {
      events.push({
        date: dateOf(Math.min(this.today, app.entered + r.int(1200, 2100))),
        code: office === 'EP' ? 'EP 18D' : `${office} WD`,
        description: 'Application deemed to be withdrawn',
      });
    }

    const examinerPool = this.examiners.get(office)!;
    const examiners =
      office === 'US' && pub.granted
        ? r.sample(examinerPool, r.int(1, 2)).map(personName)
        : office === 'EP'
          ? [personName(r.pick(examinerPool))]
          : [];
    const agentPool = this.agents.get(office)!;
    const agent =
      agentPool[mix32(this.companies.indexOf(company) * 31 + OFFICE_CODES.indexOf(office)) % agentPool.length]!;

    const doc: PatentDocument = {
      id: ucid,
      country: office,
      kindcode: pub.kind,
      titles,
      abstracts: { en: invention.abstract },
      ...(fullText
        ? {
            claims: { en: claims },
            firstclaims: { en: claims[0]!.text },
            descriptions: { en: [...invention.description] },
          }
        : {}),
      language: app.language,
      publicationnumber: `${office}${pub.number}${pub.kind}`,
      applicationnumber: app.an,
      publicationdate: dateOf(pub.day),
      applicationdate: dateOf(app.filed),
      earliestprioritydate: earliestPriority?.date ?? dateOf(app.filed),
      ...(grantDay !== null && grantDay <= this.today ? { grantdate: dateOf(grantDay) } : {}),
      ...(expiry !== null && expiry.date !== null
        ? { expectedexpirydate: expiry.date, expectedexpiryexplanation: expiry.explanation }
        : {}),
      assignees_name_original: applicants.map((a) => a.name),
      assignees_name_current:
        reassigned !== null ? [reassigned.variants[0]!] : applicantCompanies.map((c) => c.variants[0]!),
      assignees_name_probable: applicantCompanies.map((c) => c.variants[0]!),
      ultimate_owner: applicantCompanies.map((c) => c.parent ?? c.variants[0]!),
      inventors_name_normalized: invention.inventors.map(personName),
      agents_name_normalized: [agent],
      applicants,
      inventors: invention.inventors.map((p) => ({
        name: personName(p),
        city: p.city,
        ...(p.state !== undefined ? { state: p.state } : {}),
        country: p.country,
      })),
      ...(examiners.length > 0 ? { examiners } : {}),
      earliestprioritycountry: earliestPriority?.country ?? office,
      familydata: { 'simple-family-data': simple, 'extended-family-data': extended },
      ...(app.nationalPhases.length > 0 ? { nationalphaseapplications: app.nationalPhases } : {}),
      priorities: [...priorities],
      tiexists: true,
      abexists: true,
      claexists: fullText,
      descexists: fullText,
      fdaexists: invention.fda && office === 'US',
      exampleexists: fullText && invention.examples,
      litigationexists: invention.litigation && pub.granted,
      ...(invention.seps.length > 0 ? { seps: [...invention.seps] } : {}),
      pending,
      grant: granted,
      classifications: { cpc: [...invention.cpc], ipc: [...invention.ipc] },
      ...(patents.length > 0 || npl.length > 0
        ? { citations: { ...(patents.length > 0 ? { patents } : {}), ...(npl.length > 0 ? { npl } : {}) } }
        : {}),
      ...(events.length > 0 ? { legalevents: events } : {}),
      provenance: { format: DEMO_CORPUS_FORMAT, file: `demo-corpus seed ${this.seed}` },
    };
    return doc;
  }
}

/** US application series codes by the day they came into use. */
const US_SERIES: readonly (readonly [number, string])[] = [
  [19870101, '07'],
  [19930101, '08'],
  [19971001, '09'],
  [20011201, '10'],
  [20041201, '11'],
  [20071201, '12'],
  [20110101, '13'],
  [20131201, '14'],
  [20141201, '15'],
  [20171201, '16'],
  [20191201, '17'],
  [20211201, '18'],
  [20250101, '19'],
];

/**
 * The synthetic demo corpus: `count` patent documents, the same ones for the same seed (and `today`). Documents
 * come family by family in the order of their inventions' priority dates (1990 to today), each family's
 * publications in date order; citations point to documents generated before.
 */
export function* generateDemoCorpus(options: DemoCorpusOptions): Generator<PatentDocument> {
  const corpus = new DemoCorpus(options.seed, options.today ?? DEMO_CORPUS_TODAY);
  let index = 0;
  for (const doc of corpus.documents(options.count)) {
    doc.provenance = { ...doc.provenance, position: { index: index++ } };
    yield doc;
  }
}
