import { translateEspacenet } from './espacenet';
import type { Translation, Vendor } from './front';
import { translateLens } from './lens';
import { translateOrbit } from './orbit';
import { translatePatBase } from './patbase';

export { type NoteSeverity, type Translation, type TranslationNote, VENDORS, type Vendor } from './front';

const TRANSLATORS: Readonly<Record<Vendor, (text: string) => Translation>> = {
  orbit: translateOrbit,
  espacenet: translateEspacenet,
  lens: translateLens,
  patbase: translatePatBase,
};

/** Our query for a query written in `vendor`'s syntax, with a note for every element that changed. Never throws. */
export function translateQuery(text: string, vendor: Vendor): Translation {
  return TRANSLATORS[vendor](text);
}

// Signs of each syntax, with weights: the most telling ones count most.
const SIGNS: Readonly<Record<Vendor, readonly [RegExp, number][]>> = {
  orbit: [
    [/\)\s*\/[A-Z]{2,5}\b/, 3],
    [/\w\/(TI|AB|CLMS|PA|IN|IC|EC|CPC|PD|DESC|BI)\b/, 3],
    [/(^|\s)\d*[DW](\s|$)/, 2],
    [/[A-Za-z]\+(\s|\)|\/|$)/, 2],
  ],
  espacenet: [
    [/\bprox\//i, 4],
    [/\b(ti|ab|ta|txt|pa|in|ia|pn|pd|cpc|ipc|ct|num)\s*(=|\s+all\s|\s+any\s|\s+within\s)/, 3],
    [/\s(and|or|not)\s/, 1],
  ],
  lens: [
    [/\b[a-z_]+(\.[a-z_]+)?:/, 3],
    [/"~\d/, 3],
    [/\[[^\]]*\sTO\s[^\]]*[\]}]/, 3],
    [/&&|\|\|/, 2],
  ],
  patbase: [
    [/\b(TAC|TA|TI|AB|CLM|PA|IN|PD|AD|PRD|IC|CPC|DESC|FT|PN)\s*=/, 3],
    [/\sW\/?\d+\s/, 2],
    [/\sNEAR\/?\d*\s/, 2],
  ],
};

/**
 * The syntax a pasted query most likely comes from, by the signs it shows (field suffixes `/TI` for Orbit,
 * `prox/` and `ti=` for Espacenet, `title:` and `~n` for Lens, `TAC=` and `W3` for PatBase). A guess the searcher
 * can override; Orbit when nothing tells.
 */
export function detectVendor(text: string): Vendor {
  let best: Vendor = 'orbit';
  let bestScore = 0;
  for (const vendor of Object.keys(SIGNS) as Vendor[]) {
    const score = SIGNS[vendor].reduce((sum, [re, weight]) => sum + (re.test(text) ? weight : 0), 0);
    if (score > bestScore) {
      best = vendor;
      bestScore = score;
    }
  }
  return best;
}
