import { canonicalJsonlReader } from './canonical-jsonl';
import { dpmaXmlReader } from './dpma-xml';
import { epPatentDocumentReader } from './ep-patent-document';
import { epoDocdbReader } from './epo-docdb';
import { epoFulltextDocumentsReader } from './epo-fulltext-documents';
import { epoOpsReader } from './epo-ops';
import { lensCsvReader } from './lens-csv';
import { notAPublicationReader } from './non-publications';
import type { FormatReader } from './reader';
import { surechemblJsonReader } from './surechembl-json';
import { usptoGreenbookReader } from './uspto-greenbook';
import { usptoOdpJsonReader } from './uspto-odp-json';
import { usptoPapXmlReader } from './uspto-pap-xml';
import { usptoPatdocSgmlReader } from './uspto-patdoc-sgml';
import { usptoPpubsJsonReader } from './uspto-ppubs-json';
import { usptoRedbookXmlReader } from './uspto-redbook-xml';

/** Every reader, in the order detection asks them (the canonical form first: its header line is unambiguous). */
export const ALL_READERS: readonly FormatReader[] = [
  canonicalJsonlReader,
  usptoRedbookXmlReader,
  usptoPapXmlReader,
  usptoPatdocSgmlReader,
  usptoGreenbookReader,
  usptoPpubsJsonReader,
  // ODP JSON is told by its own field names (`patentFileWrapperDataBag`, …) and its trademark XML by namespace;
  // no other reader claims either, and these markers appear in no other format.
  usptoOdpJsonReader,
  epPatentDocumentReader,
  epoFulltextDocumentsReader,
  epoDocdbReader,
  epoOpsReader,
  dpmaXmlReader,
  lensCsvReader,
  surechemblJsonReader,
  // Last, always: it claims every entry the readers above did not, and skips it with a reason naming what it is.
  notAPublicationReader,
];
