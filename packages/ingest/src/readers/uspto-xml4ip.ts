// Reader of USPTO XML4IP file wrappers: the claims (CLM), specification (SPEC) and abstract (ABST) papers of an
// application's file, OCR'd into XML (see uspto-xml4ip-parts.ts). The parts of one application make one record:
// the input layer hands a file-wrapper folder over as one entry, its parts one after another (input.ts,
// `fileWrapperGroups`), and a part given alone makes a record of its own.
//
// Identity. The parts carry only the application number and the day each paper was received; no publication
// number, no filing date. The record is keyed by the application: its ucid is `US-<application number>-X`
// (`US-14522151-X`), publication number `US14522151X`. The application number is the one identity every part
// states, and grouping by application (SPEC §3) finds the application's publications, once read, by the
// `applicationnumber` this record gives too. `X` is a kind code the USPTO never gives a publication (its kinds are
// A, A1, A2, A9, B1, B2, B3, C, E, H, P, S), so the key can never collide with a real publication, and
// `isGrantKind` holds it for no grant (a plain `A` with an 8-digit serial would read as a pre-2001 grant).
//
// Combining. Each part keeps the text of one paper, and later papers amend earlier ones:
// - claims: the latest claims paper, as every amendment lists all claims and "will replace all prior versions"
//   (37 CFR 1.121(c)); canceled claims are left out;
// - abstract: the latest abstract paper, as a replacement abstract replaces the abstract whole (37 CFR 1.121(b));
// - description and title: the earliest specification that is not an amendment paper, i.e. as filed; a paper of
//   "Amendments to the Specification" replaces single paragraphs and cannot be applied to OCR'd text, so it is only
//   the description when the file holds no specification (13694401 holds one amendment paper and nothing else).

import type { Priority } from '@app/shared';
import type { FormatReader, ReadResult, SourceEntry } from './reader';
import { type DocumentDraft, finish, usptoEntity } from './uspto-common';
import { uniq, usApplicationNumber } from './uspto-fields';
import { type WrapperPart, wrapperPartOf } from './uspto-xml4ip-parts';
import { abstractOf, descriptionOf, frontPageOf, isAmendmentPaper, titleOf } from './uspto-xml4ip-text';
import { parseXmlDocument, splitXmlDocuments, textChunks } from './xml';

export const XML4IP_FORMAT = 'uspto-xml4ip';

/** The kind code of a record keyed by its application (see the head of this file). */
export const FILE_WRAPPER_KIND = 'X';

/** A claims or specification paper of the USPTO patent XML schema. */
export function detectXml4ip(head: string): boolean {
  return (
    /<(?:[\w-]+:)?(?:ClaimsDocument|SpecificationDocument)[\s>]/.test(head) &&
    head.includes('urn:us:gov:doc:uspto:patent')
  );
}

type Located = { readonly part: WrapperPart; readonly index: number };

/** The latest part of a code with content, by the day received (a later part of one day wins). */
function latest(parts: readonly Located[], code: string, has: (p: WrapperPart) => boolean): WrapperPart | undefined {
  const found = parts.filter(({ part }) => part.code === code && has(part));
  return found.sort((a, b) => (a.part.mailDate ?? 0) - (b.part.mailDate ?? 0) || a.index - b.index).at(-1)?.part;
}

function specificationOf(parts: readonly Located[]): WrapperPart | undefined {
  const specs = parts
    .filter(({ part }) => part.code === 'SPEC' && part.blocks.length > 0)
    .sort((a, b) => (a.part.mailDate ?? 0) - (b.part.mailDate ?? 0) || a.index - b.index)
    .map(({ part }) => part);
  return specs.find((part) => !isAmendmentPaper(part)) ?? specs[0];
}

/** One application's record from its parts. */
export function recordOf(application: string, parts: readonly Located[], file: string): DocumentDraft {
  const claims = latest(parts, 'CLM', (p) => p.claims.length > 0)?.claims ?? [];
  const abstractPart = latest(parts, 'ABST', (p) => abstractOf(p) !== '');
  const spec = specificationOf(parts);
  const asFiled = spec !== undefined && !isAmendmentPaper(spec);
  const fronts = parts.map(({ part }) => frontPageOf(part));
  const priorities: Priority[] = uniq(
    fronts.flatMap((f) => f.priorities),
    (p) => p.number,
  );
  const title = (asFiled ? titleOf(spec.blocks) : undefined) ?? fronts.find((f) => f.title)?.title;
  const abstract = abstractPart === undefined ? '' : abstractOf(abstractPart);
  const first = parts[0];
  return {
    country: 'US',
    number: application,
    kind: FILE_WRAPPER_KIND,
    language: 'en',
    titles: title === undefined ? undefined : { en: title },
    abstracts: abstract === '' ? undefined : { en: abstract },
    claims: claims.length === 0 ? undefined : { en: [...claims] },
    descriptions:
      spec === undefined ? undefined : { en: asFiled ? descriptionOf(spec.blocks) : spec.blocks.map((b) => b.text) },
    applicationnumber: usApplicationNumber(application),
    priorities,
    provenance: {
      format: XML4IP_FORMAT,
      file,
      position: { index: first?.index ?? 0, line: first?.part.line ?? 1 },
    },
  };
}

async function* read(entry: SourceEntry): AsyncGenerator<ReadResult> {
  const byApplication = new Map<string, Located[]>();
  let count = 0;
  for await (const doc of splitXmlDocuments(textChunks(entry))) {
    count += 1;
    const parsed = parseXmlDocument(doc, usptoEntity);
    if (!parsed.ok) {
      yield { kind: 'error', file: entry.name, position: parsed.position, message: parsed.message };
      continue;
    }
    const part = wrapperPartOf(parsed.root);
    if (typeof part === 'string') {
      yield { kind: 'error', file: entry.name, position: { line: doc.line, document: doc.index }, message: part };
      continue;
    }
    const list = byApplication.get(part.application) ?? [];
    list.push({ part, index: doc.index });
    byApplication.set(part.application, list);
  }
  if (count === 0)
    yield { kind: 'error', file: entry.name, position: { line: 1 }, message: 'Empty file: no document.' };
  for (const [application, parts] of byApplication) {
    const first = parts[0]!;
    yield finish(recordOf(application, parts, entry.name), entry.name, {
      line: first.part.line,
      document: first.index,
    });
  }
}

/** The XML4IP file-wrapper reader. */
export const usptoXml4ipReader: FormatReader = { format: XML4IP_FORMAT, detect: detectXml4ip, read };
