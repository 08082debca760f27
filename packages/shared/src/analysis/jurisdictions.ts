// Jurisdiction codes as people read them. Patent offices use ISO 3166-1 alpha-2 codes for countries, and a few
// codes of their own for offices that cover no single territory: those have no place on a world map and are listed
// beside it.

/** Offices that grant for several countries or none (WIPO for PCT applications), with their names. */
export const REGIONAL_OFFICES: Readonly<Record<string, string>> = {
  EP: 'European Patent Office',
  WO: 'WIPO (PCT)',
  IB: 'WIPO International Bureau',
  EA: 'Eurasian Patent Office',
  AP: 'ARIPO',
  OA: 'OAPI',
  GC: 'GCC Patent Office',
  EM: 'EUIPO',
  EU: 'European Union',
};

/** Older codes the offices still use that the ISO list retired. */
const FORMER_CODES: Readonly<Record<string, string>> = {
  SU: 'Soviet Union',
  DD: 'East Germany',
  CS: 'Czechoslovakia',
  YU: 'Yugoslavia',
};

let regionNames: Intl.DisplayNames | null | undefined;

/** The English name of a jurisdiction code; the code itself when nothing names it. */
export function jurisdictionName(code: string): string {
  const upper = code.toUpperCase();
  const known = REGIONAL_OFFICES[upper] ?? FORMER_CODES[upper];
  if (known) return known;
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/** Whether a code is an office without a territory of its own (or a country no map draws any more). */
export function isTerritoryless(code: string): boolean {
  const upper = code.toUpperCase();
  return upper in REGIONAL_OFFICES || upper in FORMER_CODES;
}
