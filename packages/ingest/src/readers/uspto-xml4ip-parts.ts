// One part of a USPTO XML4IP file wrapper (the XML the USPTO makes of the papers in an application's file by OCR,
// schema `urn:us:gov:doc:uspto:patent` V1_3): a `ClaimsDocument` (code CLM) or a `SpecificationDocument` (SPEC, the
// specification, or ABST, the abstract). Each names its application (`ApplicationNumber`, the 8-digit serial with
// series code) and the day the paper reached the office (`MailRoomDate`); none carries a publication number.
// Page headers, footers and line numbers of the scanned pages are `BoundaryData` and are dropped from the text.

import type { Claim } from '@app/shared';
import { claimRefs, dateOf, textClaimRefs } from './uspto-fields';
import type { XmlElement } from './xml';

/** What one part holds. */
export type WrapperPart = {
  /** `CLM`, `SPEC`, `ABST` (other document codes are read as text too, but not used). */
  readonly code: string;
  readonly application: string;
  /** YYYYMMDD the paper was received. */
  readonly mailDate: number | undefined;
  /** The part's document id (`I1MKPKCGPXXIFW3`). */
  readonly id: string;
  /** Headings and paragraphs of a SpecificationDocument, in order. */
  readonly blocks: readonly { readonly heading: boolean; readonly text: string }[];
  /** The claims of a ClaimsDocument, canceled ones left out. */
  readonly claims: readonly Claim[];
  readonly line: number;
};

const localName = (node: XmlElement) => node.name.slice(node.name.indexOf(':') + 1);

function kidsNamed(node: XmlElement | undefined, local: string): XmlElement[] {
  if (node === undefined) return [];
  return node.children.filter((c): c is XmlElement => typeof c !== 'string' && localName(c) === local);
}

function descendantsNamed(node: XmlElement | undefined, local: string): XmlElement[] {
  const out: XmlElement[] = [];
  const visit = (n: XmlElement) => {
    for (const child of n.children) {
      if (typeof child === 'string') continue;
      if (localName(child) === local) out.push(child);
      else visit(child);
    }
  };
  if (node !== undefined) visit(node);
  return out;
}

/**
 * Text of a node on one line, without what the source marks as not the paper's text: `BoundaryData` (page headers
 * and footers, line numbers) and the elements named in `drop`. OCR markup (`OCRConfidenceData`, `PartName`,
 * `PartNumber`, `U`) keeps its text.
 */
export function partText(node: XmlElement | undefined, drop: readonly string[] = []): string {
  if (node === undefined) return '';
  const parts: string[] = [];
  const visit = (n: XmlElement) => {
    for (const child of n.children) {
      if (typeof child === 'string') parts.push(child);
      // A line number or page header stands where a line or page broke: the words either side are apart.
      else if (localName(child) === 'BoundaryData') parts.push(' ');
      else if (!drop.includes(localName(child))) visit(child);
    }
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

const firstText = (root: XmlElement, local: string) => partText(descendantsNamed(root, local)[0]);

/** How an amended claims listing marks each claim's status (37 CFR 1.121(c)): `(Currently Amended)`, `(New)`. */
const STATUS = /^\((?:[a-z ,-]*?)(?:original|new|amended|presented|withdrawn|canceled|cancelled|entered)\)\s*[.:]?\s*/i;

function claimOf(node: XmlElement): Claim | undefined {
  const num = Number(firstText(node, 'ClaimNumber'));
  const status = firstText(node, 'ClaimStatusCategory').toLowerCase();
  if (!Number.isInteger(num) || num <= 0 || /^cancel/.test(status)) return undefined;
  const texts = kidsNamed(node, 'ClaimText')
    .map((t) => partText(t, ['ClaimLabelText']))
    .filter((t) => t !== '');
  const text = texts.join('\n').replace(STATUS, '').trim();
  if (text === '' || /^\(?cancel+ed\)?\.?$/i.test(text)) return undefined;
  const refs = descendantsNamed(node, 'ClaimReference').flatMap((r) =>
    (r.attrs['pat:idrefs'] ?? r.attrs.idrefs ?? '').split(/\s+/),
  );
  const dependsOn = refs.some((r) => r !== '') ? claimRefs(refs) : textClaimRefs(text);
  return { num, text, dependsOn: dependsOn.filter((n) => n < num) };
}

function blocksOf(root: XmlElement): WrapperPart['blocks'] {
  const out: { heading: boolean; text: string }[] = [];
  const visit = (n: XmlElement) => {
    for (const child of n.children) {
      if (typeof child === 'string') continue;
      const local = localName(child);
      if (local === 'BoundaryData') continue;
      if (local === 'P' || local === 'Heading') {
        const text = partText(child);
        if (text !== '') out.push({ heading: local === 'Heading', text });
      } else visit(child);
    }
  };
  for (const spec of descendantsNamed(root, 'Specification')) visit(spec);
  return out;
}

/** Reads one part; a root of another kind, or one naming no application, is a string saying so. */
export function wrapperPartOf(root: XmlElement): WrapperPart | string {
  const kind = localName(root);
  if (kind !== 'ClaimsDocument' && kind !== 'SpecificationDocument') {
    return `Unknown root element <${root.name}> for a USPTO XML4IP file-wrapper part (expected ClaimsDocument or SpecificationDocument).`;
  }
  const application = firstText(root, 'ApplicationNumber').replace(/[^\d]/g, '');
  if (application === '') return `The ${kind} names no application (ApplicationNumber).`;
  const claims = kind === 'ClaimsDocument' ? descendantsNamed(root, 'Claim').map(claimOf) : [];
  return {
    code: firstText(root, 'DocumentCode').toUpperCase() || (kind === 'ClaimsDocument' ? 'CLM' : 'SPEC'),
    application,
    mailDate: dateOf(firstText(root, 'MailRoomDate').replace(/-/g, '')),
    id: root.attrs['pat:id'] ?? root.attrs.id ?? '',
    blocks: kind === 'SpecificationDocument' ? blocksOf(root) : [],
    claims: claims.filter((c): c is Claim => c !== undefined),
    line: root.line,
  };
}
