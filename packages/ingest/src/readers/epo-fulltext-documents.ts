// Reader of the EPO `fulltext-document` XML (schema fulltext-documents v1.2.3): the documents of the EPO full-text
// bulk products (one per XML file inside a delivery zip, e.g. ES2993312T1) and of OPS claims/description responses.
import type { Claim, PatentDocumentFields } from '@app/shared';
import { ucidOf } from '@app/shared';
import { paragraphsOf, provenanceOf, readRecords } from './epo-common';
import { documentIdOf } from './epo-docdb';
import { applicationNumberOf, claimsOf, claimsOfNumberedTexts, dateOf, langOf } from './epo-fields';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { descendants, at as kid, kids, optionalText as kidText, textOf, type XmlElement } from './xml';

const FORMAT = 'epo-fulltext-documents';

/** Recognises a full-text document outside an OPS response. */
export function detectEpoFulltextDocuments(head: string): boolean {
  // A markup file starts with markup; the delivery's plain-text CONTENTS mentions <fulltext-document> in prose.
  if (!/^\uFEFF?\s*</.test(head)) return false;
  if (/<(?:\w+:)?world-patent-data[\s>]/.test(head)) return false;
  return /<(?:\w+:)?fulltext-documents?[\s>]/.test(head) || /<!DOCTYPE\s+fulltext-document\b/.test(head);
}

/** Claims of one `<claims>` block: numbered `<claim>`s, or one `<claim>` holding every claim as numbered texts. */
function claimsOfBlock(block: XmlElement): Claim[] {
  const claimEls = kids(block, 'claim');
  const texts = claimEls.flatMap((claim) => kids(claim, 'claim-text')).map(textOf);
  const numbered = texts.filter((text) => /^\d{1,3}\s*[.)]\s*\S/.test(text)).length;
  if (claimEls.length === 0) return claimsOfNumberedTexts(descendants(block, 'p').map(textOf));
  if (claimEls.length === 1 && numbered > 1) return claimsOfNumberedTexts(texts);
  if (claimEls.every((claim) => claim.attrs.num === undefined) && numbered > 0) return claimsOfNumberedTexts(texts);
  return claimsOf(block);
}

/** Maps one `fulltext-document` to the model (full text only: the bibliography comes from other sources). */
export function mapFulltextDocument(
  doc: XmlElement,
  format: string,
  file: string,
  index: number | undefined,
): PatentDocumentFields | string {
  const biblio = kid(doc, 'bibliographic-data');
  const pubId = documentIdOf(kids(biblio, 'publication-reference'), 'docdb');
  // OPS may put the number on the element itself (`<fulltext-document country="EP" doc-number="…" kind="B1">`).
  const country = (kidText(pubId, 'country') ?? doc.attrs.country ?? '').toUpperCase();
  const number = kidText(pubId, 'doc-number') ?? doc.attrs['doc-number'];
  const kind = (kidText(pubId, 'kind') ?? doc.attrs.kind ?? '').toUpperCase();
  const docLang = langOf(doc.attrs.lang);
  if (number === undefined || country === '') return 'The full-text document names no publication number.';
  const ucid = ucidOf(country, number, kind);
  if (ucid === null) return `No valid publication number: ${country} ${number} ${kind}.`;
  const serial = ucid.split('-')[1] ?? '';
  const appId = documentIdOf(kids(biblio, 'application-reference'), 'docdb');

  const claims: Record<string, Claim[]> = {};
  for (const block of kids(doc, 'claims')) {
    const lang = langOf(block.attrs.lang) ?? docLang;
    const list = claimsOfBlock(block);
    if (lang !== undefined && list.length > 0) claims[lang] ??= list;
  }
  const descriptions: Record<string, string[]> = {};
  for (const block of kids(doc, 'description')) {
    const lang = langOf(block.attrs.lang) ?? docLang;
    const paragraphs = paragraphsOf(block);
    if (lang !== undefined && paragraphs.length > 0) descriptions[lang] ??= paragraphs;
  }
  const abstracts: Record<string, string> = {};
  for (const block of kids(doc, 'abstract')) {
    const lang = langOf(block.attrs.lang) ?? docLang;
    const text = paragraphsOf(block).join('\n');
    if (lang !== undefined && text !== '') abstracts[lang] ??= text;
  }
  const titles: Record<string, string> = {};
  for (const el of kids(biblio, 'invention-title')) {
    const lang = langOf(el.attrs.lang);
    const text = textOf(el);
    if (lang !== undefined && text !== '') titles[lang] ??= text;
  }
  const images = descendants(doc, 'img').filter((img) => (img.attrs['img-content'] ?? 'drawing') === 'drawing');
  const drawings = images.map((img, position) => ({
    id: img.attrs.id ?? `img${position + 1}`,
    ...(img.attrs.file !== undefined ? { file: img.attrs.file } : {}),
  }));
  const language =
    docLang ?? langOf(kids(doc, 'description')[0]?.attrs.lang) ?? langOf(kids(doc, 'claims')[0]?.attrs.lang);

  return {
    id: ucid,
    country,
    kindcode: kind,
    publicationnumber: `${country}${serial}${kind}`,
    applicationnumber: applicationNumberOf(kidText(appId, 'country'), kidText(appId, 'doc-number'), {
      docdb: true,
      kind: kidText(appId, 'kind'),
    }),
    publicationdate: dateOf(kidText(pubId, 'date')),
    applicationdate: dateOf(kidText(appId, 'date')),
    language,
    titles,
    abstracts,
    claims,
    descriptions,
    drawings,
    drawingscount: images.length > 0 ? images.length : undefined,
    provenance: provenanceOf(format, file, index, doc.line),
  } as PatentDocumentFields;
}

function read(entry: SourceEntry): AsyncGenerator<ReadResult> {
  return readRecords(entry, 'fulltext-document', (element, index, rootName) =>
    mapFulltextDocument(element, FORMAT, entry.name, rootName === undefined ? undefined : index),
  );
}

/** The full-text documents reader. */
export const epoFulltextDocumentsReader: FormatReader = { format: FORMAT, detect: detectEpoFulltextDocuments, read };
