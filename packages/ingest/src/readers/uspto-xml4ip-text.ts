// The text of XML4IP file-wrapper parts: the title at the head of a specification, the description, the abstract
// (without the instructions of an amendment paper), and what the front page of an international publication filed
// as the abstract of a US national-stage application says of the application's identity.

import type { Priority } from '@app/shared';
import { priority } from './uspto-fields';
import type { WrapperPart } from './uspto-xml4ip-parts';

type Blocks = WrapperPart['blocks'];

/** A section heading of a specification, possibly after its paragraph number (`[0001] TECHNICAL FIELD`). */
const SECTION =
  /^(?:\[\s*\d{3,5}\s*\]\s*)?(?:cross[- ]references?|related applications?|(?:technical )?field|background|summary|brief description|detailed description|statement|priority|incorporation|government)/i;

/** A paragraph number as the specification prints it (`[0002]`, OCR'd as `[0001 ]`). */
const PARAGRAPH_NUMBER = /^\[\s*\d{3,5}\s*\]\s*/;

/** Whether a SPEC part is an amendment paper (instructions to replace paragraphs), not a specification. */
export function isAmendmentPaper(part: WrapperPart): boolean {
  return part.blocks.slice(0, 2).some((b) => /\bamendments? to the specification\b/i.test(b.text));
}

/**
 * The title, printed at the head of the specification as 37 CFR 1.72(a) asks: the first blocks, in capitals, before
 * the first section heading or numbered paragraph (a title broken over two lines is joined, `LOAD-` + `BEARING`).
 */
export function titleBlocks(blocks: Blocks): number {
  let count = 0;
  for (const block of blocks.slice(0, 4)) {
    if (SECTION.test(block.text) || PARAGRAPH_NUMBER.test(block.text)) break;
    if (block.text !== block.text.toUpperCase() || !/[A-Z]{3}/.test(block.text)) return 0;
    count += 1;
  }
  return count <= 3 ? count : 0;
}

export function titleOf(blocks: Blocks): string | undefined {
  const lead = blocks.slice(0, titleBlocks(blocks)).map((b) => b.text);
  if (lead.length === 0) return undefined;
  return lead.reduce((title, text) => (title === '' ? text : title.endsWith('-') ? title + text : `${title} ${text}`));
}

/** The description: every block of the specification after its title, paragraph numbers taken off. */
export function descriptionOf(blocks: Blocks): string[] {
  return blocks
    .slice(titleBlocks(blocks))
    .map((b) => b.text.replace(PARAGRAPH_NUMBER, '').trim())
    .filter((text) => text !== '');
}

/** An amendment paper's instruction, not abstract text: `Please replace the Abstract … with the following …`. */
const INSTRUCTION = /^please (?:replace|amend|substitute|add|delete|insert)\b/i;

/**
 * The abstract of an ABST part: the paragraphs after its `ABSTRACT` heading (all of them when it has none), without
 * an amendment's instructions and without bare page numbers the OCR kept as paragraphs.
 */
export function abstractOf(part: WrapperPart): string {
  const front = frontPageOf(part);
  if (front.abstract !== undefined) return front.abstract;
  const lastHeading = part.blocks.findLastIndex((b) => b.heading && /\babstract\b/i.test(b.text));
  return part.blocks
    .slice(lastHeading + 1)
    .filter((b) => !b.heading && !INSTRUCTION.test(b.text) && !/^\d{1,3}$/.test(b.text))
    .map((b) => b.text)
    .join('\n');
}

/** What the front page of a PCT publication says, when a part is one (INID codes 21, 22, 30, 54, 57). */
export type FrontPage = { title?: string; abstract?: string; priorities: Priority[] };

const ddmmyyyy = (d: string, m: string, y: string) => Number(`${y}${m}${d}`);

/**
 * A US national-stage (35 U.S.C. 371) application may have the front page of its international publication filed
 * as its abstract; its OCR runs the page's two columns together, so only what INID codes and number shapes pin
 * down is taken: the international application (`PCT/US2011/051300`, filing date after code 22) and the priority
 * claims of code 30 (`61/382,178 13 September 2010 (13.09.2010) US`) as the application's priorities, the title
 * after code 54 (the capitals up to the next digit) and the abstract after code 57.
 */
export function frontPageOf(part: WrapperPart): FrontPage {
  const text = part.blocks.map((b) => b.text).join('\n');
  if (!/\(57\)\s*Abstract\s*:/.test(text)) return { priorities: [] };
  const priorities: Priority[] = [];
  const pct = /PCT\/([A-Z]{2})\s*(\d{4})\s*\/\s*(\d{5,6})/.exec(text);
  if (pct !== null) {
    const filed = /\(22\)\s*International Filing Date:[\s\S]*?\((\d\d)\.(\d\d)\.(\d{4})\)/.exec(text);
    const date = filed === null ? undefined : ddmmyyyy(filed[1]!, filed[2]!, filed[3]!);
    const found = priority('WO', `PCT/${pct[1]}${pct[2]}/${pct[3]}`, date, 'W');
    if (found !== undefined) priorities.push(found);
  }
  const claimed = /\(30\)\s*Priority Data:([\s\S]*?)\(7[1-5]\)/.exec(text)?.[1] ?? '';
  for (const m of claimed.matchAll(
    /(\d[\d/,.\s-]*\d)\s+\d{1,2}\s+[A-Z][a-z]+\s+\d{4}\s*\((\d\d)\.(\d\d)\.(\d{4})\)\s+([A-Z]{2})\b/g,
  )) {
    // US series codes 60 to 63 are provisional applications (DOCDB kind P).
    const kind = m[5] === 'US' && /^6[0-3]\//.test(m[1]!) ? 'P' : 'A';
    const found = priority(m[5]!, m[1]!.replace(/\s+/g, ''), ddmmyyyy(m[2]!, m[3]!, m[4]!), kind);
    if (found !== undefined) priorities.push(found);
  }
  const title = /\(54\)\s*Title\s*:\s*([A-Z][A-Z ,;'/-]*[A-Z])/.exec(text)?.[1];
  const abstract = /\(57\)\s*Abstract\s*:\s*([^\n]+)/.exec(text)?.[1]?.trim();
  return { ...(title ? { title } : {}), ...(abstract ? { abstract } : {}), priorities };
}
