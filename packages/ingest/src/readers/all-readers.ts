import { canonicalJsonlReader } from './canonical-jsonl';
import { cpcSchemeXmlReader } from './cpc-scheme-xml';
import { dpmaXmlReader } from './dpma-xml';
import { epPatentDocumentReader } from './ep-patent-document';
import { epoDocdbReader } from './epo-docdb';
import { epoFulltextDocumentsReader } from './epo-fulltext-documents';
import { epoOpsReader } from './epo-ops';
import { ipcTitlesTsvReader } from './ipc-titles-tsv';
import { lensCsvReader } from './lens-csv';
import { notAPublicationReader } from './non-publications';
import type { AnyReadResult, FormatReader } from './reader';
import { surechemblJsonReader } from './surechembl-json';
import { usptoCpcMasterXmlReader } from './uspto-cpc-master-xml';
import { usptoCssBrsReader } from './uspto-css-brs';
import { usptoGreenbookReader } from './uspto-greenbook';
import { usptoOdpJsonReader } from './uspto-odp-json';
import { usptoPapXmlReader } from './uspto-pap-xml';
import { usptoPatdocSgmlReader } from './uspto-patdoc-sgml';
import { usptoPpubsJsonReader } from './uspto-ppubs-json';
import { usptoRedbookXmlReader } from './uspto-redbook-xml';
import { usptoXml4ipReader } from './uspto-xml4ip';

/**
 * Every reader, in the order detection asks them (the canonical form first: its header line is unambiguous). The
 * classification scheme readers yield titles instead of documents.
 */
export const ALL_READERS: readonly FormatReader<AnyReadResult>[] = [
  canonicalJsonlReader,
  usptoRedbookXmlReader,
  usptoPapXmlReader,
  usptoPatdocSgmlReader,
  usptoGreenbookReader,
  // CSS/BRS text is told by its `*** BRS DOCUMENT BOUNDARY ***` line followed by tagged fields.
  usptoCssBrsReader,
  usptoPpubsJsonReader,
  // ODP JSON is told by its own field names (`patentFileWrapperDataBag`, …) and its trademark XML by namespace;
  // no other reader claims either, and these markers appear in no other format.
  usptoOdpJsonReader,
  // XML4IP file-wrapper papers are told by their root (ClaimsDocument, SpecificationDocument) and namespace.
  usptoXml4ipReader,
  epPatentDocumentReader,
  epoFulltextDocumentsReader,
  epoDocdbReader,
  // Before OPS: an OPS classification-scheme response is CPC scheme XML inside the OPS envelope.
  cpcSchemeXmlReader,
  epoOpsReader,
  dpmaXmlReader,
  lensCsvReader,
  surechemblJsonReader,
  ipcTitlesTsvReader,
  usptoCpcMasterXmlReader,
  // Last, always: it claims every entry the readers above did not, and skips it with a reason naming what it is.
  notAPublicationReader,
];
