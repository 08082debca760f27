import type { Claim, ClassificationEntry, Drawing, NplCitation, Party, PatentCitation, Priority } from '@app/shared';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { type DocumentDraft, flatText, type MapContext, paragraphs, readXmlEntry } from './uspto-common';
import {
  claimRefs,
  dateOf,
  oldIpcCode,
  party,
  patentCitation,
  personName,
  priority,
  statedCount,
  stripClaimNumber,
  textClaimRefs,
  uniq,
  usApplicationNumber,
  uspcCode,
} from './uspto-fields';
import { all, at, descendants, kids, rawText, textAt, textOf, type XmlElement } from './xml';

// USPTO grants 2001–2004 in the ST.32 `PATDOC` DTD v2.4/v2.5 (SGML made XML): WIPO INID-numbered elements (B110
// number, B220 filing date, B721 inventors …), text in `PDAT` leaves. Utility (B1/B2), design (S1), plant, reissue.

export const PATDOC_FORMAT = 'uspto-patdoc-sgml';

/** Recognises PATDOC by its root or DOCTYPE. */
export function detectPatdoc(head: string): boolean {
  return /<(?:!DOCTYPE\s+)?PATDOC[\s>]/.test(head);
}

/** `NAM`: organisation (`ONM`) or person (`SNM` family, `FNM` given). */
function namOf(nam: XmlElement | undefined): string {
  const org = textAt(nam, 'ONM');
  if (org !== '') return org;
  return personName(textAt(nam, 'SNM'), textAt(nam, 'FNM'));
}

function partyOf(node: XmlElement | undefined): Party | undefined {
  const partyUs = at(node, 'PARTY-US') ?? node;
  const adr = at(partyUs, 'ADR');
  return party(namOf(at(partyUs, 'NAM')), {
    address: textAt(adr, 'STR') || undefined,
    city: textAt(adr, 'CITY') || undefined,
    state: textAt(adr, 'STATE') || undefined,
    // A US state and no country means the United States.
    country: textAt(adr, 'CTRY') || (textAt(adr, 'STATE') ? 'US' : undefined),
  });
}

/** The text of a node's `PDAT` leaf exactly as written (fixed-width codes keep their spaces). */
function pdatRaw(node: XmlElement): string {
  return rawText(descendants(node, 'PDAT')[0] ?? node);
}

function pdatDate(node: XmlElement | undefined): number | undefined {
  return dateOf(textAt(node, 'DATE'));
}

function classifications(b500: XmlElement | undefined, design: boolean) {
  const ipc: ClassificationEntry[] = [];
  const locarno: ClassificationEntry[] = [];
  const us: ClassificationEntry[] = [];
  const b510 = at(b500, 'B510');
  const edition = textAt(b510, 'B516') || undefined;
  const version = edition ? { version: edition } : {};
  for (const [node, main] of [
    ...kids(b510, 'B511').map((n) => [n, true] as const),
    ...kids(b510, 'B512').map((n) => [n, false] as const),
  ]) {
    const raw = pdatRaw(node);
    if (design) {
      const digits = raw.replace(/\s+/g, '');
      if (/^\d{4}$/.test(digits)) locarno.push({ code: `${digits.slice(0, 2)}-${digits.slice(2)}`, main, ...version });
    } else {
      const code = oldIpcCode(raw);
      if (code !== undefined) ipc.push({ code, main, ...version });
    }
  }
  const b520 = at(b500, 'B520');
  for (const [node, main] of [
    ...kids(b520, 'B521').map((n) => [n, true] as const),
    ...kids(b520, 'B522').map((n) => [n, false] as const),
  ]) {
    const code = uspcCode(pdatRaw(node));
    if (code !== undefined) us.push({ code, main });
  }
  return { ipc, locarno, us };
}

function citations(b560: XmlElement | undefined): { patents: PatentCitation[]; npl: NplCitation[] } {
  const patents: PatentCitation[] = [];
  const npl: NplCitation[] = [];
  for (const node of [...kids(b560, 'B561'), ...kids(b560, 'B562')]) {
    const phase =
      at(node, 'CITED-BY-EXAMINER') !== undefined
        ? 'examination'
        : at(node, 'CITED-BY-OTHER') !== undefined
          ? 'other'
          : undefined;
    const doc = at(node, 'PCIT/DOC');
    if (doc !== undefined) {
      const cited = patentCitation({
        country: textAt(doc, 'CTRY') || 'US',
        number: textAt(doc, 'DNUM'),
        kind: textAt(doc, 'KIND'),
        date: dateOf(textAt(doc, 'DATE')),
        phase,
      });
      if (cited !== undefined) patents.push(cited);
      continue;
    }
    const value = flatText(at(node, 'NCIT')).replace(/\n/g, ' ');
    if (value !== '') npl.push({ text: value, ...(phase ? { phase } : {}) });
  }
  return { patents, npl };
}

function priorities(sdobi: XmlElement | undefined): Priority[] {
  const out: Priority[] = [];
  for (const b300 of kids(sdobi, 'B300')) {
    const countries = kids(b300, 'B330');
    kids(b300, 'B310').forEach((b310, index) => {
      const p = priority(
        textOf(countries[index] ?? countries[0]),
        textAt(b310, 'DNUM'),
        pdatDate(kids(b300, 'B320')[index]),
        'A',
      );
      if (p !== undefined) out.push(p);
    });
  }
  // Continuity (B630: parents of continuations, divisions, CIPs) and the PCT filing (B861).
  for (const parent of descendants(at(sdobi, 'B600'), 'PARENT-US')) {
    const doc = at(parent, 'PDOC/DOC');
    const number = textAt(doc, 'DNUM');
    const pct = /^PCT/i.test(number);
    const p = priority(pct ? 'WO' : textAt(doc, 'CTRY') || 'US', number, pdatDate(doc), pct ? 'W' : 'A');
    if (p !== undefined) out.push(p);
  }
  for (const provisional of descendants(at(sdobi, 'B600'), 'B680US')) {
    const doc = at(provisional, 'DOC');
    const p = priority('US', textAt(doc, 'DNUM'), pdatDate(doc), 'P');
    if (p !== undefined) out.push(p);
  }
  const pct = at(sdobi, 'B800/B860/B861/DOC');
  if (pct !== undefined) {
    const p = priority('WO', textAt(pct, 'DNUM'), pdatDate(pct), 'W');
    if (p !== undefined) out.push(p);
  }
  return uniq(out, (p) => `${p.country}${p.number}`);
}

function claims(root: XmlElement): Claim[] {
  return all(root, 'SDOCL/CL/CLM').map((clm, index) => {
    const num = Number.parseInt((clm.attrs.ID ?? '').replace(/\D/g, ''), 10) || index + 1;
    const refs = descendants(clm, 'CLREF').map((ref) => ref.attrs.ID ?? textOf(ref));
    const value = stripClaimNumber(flatText(clm), num);
    const marked = claimRefs(refs).filter((n) => n !== num);
    const dependsOn = marked.length > 0 ? marked : textClaimRefs(value).filter((n) => n < num);
    return { num, text: value, dependsOn };
  });
}

function drawings(root: XmlElement): Drawing[] {
  return kids(at(root, 'SDODR'), 'EMI').map((emi, index) => ({
    id: emi.attrs.ID ?? `EMI-${index}`,
    ...(emi.attrs.FILE ? { file: emi.attrs.FILE } : {}),
  }));
}

/** Maps one `PATDOC` element. */
export function mapPatdoc(root: XmlElement, context: MapContext): DocumentDraft {
  const sdobi = at(root, 'SDOBI');
  const b100 = at(sdobi, 'B100');
  const b200 = at(sdobi, 'B200');
  const b500 = at(sdobi, 'B500');
  const b700 = at(sdobi, 'B700');
  const kind = textAt(b100, 'B130');
  const design = kind.startsWith('S');
  const { ipc, locarno, us } = classifications(b500, design);
  const inventors = all(b700, 'B720/B721')
    .map(partyOf)
    .filter((p): p is Party => p !== undefined);
  const assigneeNodes = all(b700, 'B730/B731');
  const agents = all(b700, 'B740/B741').map((n) => namOf(at(n, 'PARTY-US/NAM')));
  const examiners = [...all(b700, 'B745/B746'), ...all(b700, 'B745/B747')].map((n) => namOf(at(n, 'PARTY-US/NAM')));
  const figures = drawings(root);
  const figureCount = textAt(b500, 'B590/B596');
  const sheetCount = textAt(b500, 'B590/B595');
  const abstract = paragraphs(at(root, 'SDOAB'), ['PARA']).join('\n');
  return {
    country: textAt(b100, 'B190') || 'US',
    number: textAt(b100, 'B110/DNUM'),
    kind,
    language: 'en',
    titles: { en: textAt(b500, 'B540') },
    abstracts: abstract ? { en: abstract } : undefined,
    claims: { en: claims(root) },
    claimcount: statedCount(textAt(b500, 'B570/B577')),
    descriptions: { en: paragraphs(at(root, 'SDODE'), ['PARA', 'H']) },
    applicationnumber: usApplicationNumber(textAt(b200, 'B210/DNUM'), {
      series: textAt(b200, 'B211US') || undefined,
    }),
    publicationdate: pdatDate(at(b100, 'B140')),
    applicationdate: pdatDate(at(b200, 'B220')),
    // B474US: the days the term is extended or adjusted by (35 U.S.C. 154(b)).
    termadjustmentdays: statedCount(textAt(sdobi, 'B400/B472/B474US')),
    inventors,
    applicants: inventors,
    assignees_name_original: uniq(assigneeNodes.map((n) => namOf(at(n, 'PARTY-US/NAM'))).filter((n) => n !== '')),
    agents_name_normalized: uniq(agents.filter((n) => n !== '')),
    examiners: examiners.filter((n) => n !== ''),
    priorities: priorities(sdobi),
    classifications: { ipc, us, locarno },
    citations: citations(at(b500, 'B560')),
    drawings: figures,
    drawingscount: figureCount
      ? Number(figureCount)
      : sheetCount
        ? Number(sheetCount)
        : figures.length > 0
          ? figures.length
          : undefined,
    provenance: { format: PATDOC_FORMAT, file: context.file, position: { index: context.index, line: context.line } },
  };
}

export const usptoPatdocSgmlReader: FormatReader = {
  format: 'uspto-patdoc-sgml',
  detect: detectPatdoc,
  read(entry: SourceEntry): AsyncIterable<ReadResult> {
    return readXmlEntry(entry, PATDOC_FORMAT, ['PATDOC'], mapPatdoc);
  },
};
