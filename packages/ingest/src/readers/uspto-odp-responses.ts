// The USPTO Open Data Portal (ODP, data.uspto.gov) answers many kinds of request with JSON (and the trademark
// document endpoints with XML). Only the patent file wrapper's application data is bibliographic; this module
// recognises an ODP body by its content and says, for every other kind, why it holds no patent document.

/** A JSON object as parsed. */
export type Json = Record<string, unknown>;

/** Arrays near the root whose elements are records, by their key path joined with `.`. */
export const DOCUMENT_RECORD_ARRAYS = ['patentFileWrapperDataBag', 'patentdata'] as const;

// Record arrays of the responses that hold no patent document. They are read one record at a time like the
// document arrays, so that a large listing (thousands of PTAB papers or bulk files) is never held whole.
const OTHER_RECORD_ARRAYS: Readonly<Record<string, { readonly label: string; readonly why: string }>> = {
  patentAppealDataBag: { label: 'PTAB ex parte appeal decisions', why: 'board decisions are not patent documents' },
  patentInterferenceDataBag: { label: 'PTAB interference decisions', why: 'board decisions are not patent documents' },
  interferenceData: { label: 'PTAB interference decisions download', why: 'board decisions are not patent documents' },
  patentTrialDocumentDataBag: {
    label: 'PTAB trial documents and decisions',
    why: 'trial papers are not patent documents',
  },
  patentTrialProceedingDataBag: {
    label: 'PTAB trial proceedings',
    why: 'IPR/PGR proceedings are not patent documents',
  },
  petitionDecisionDataBag: { label: 'petition decisions', why: 'petition decisions are not patent documents' },
  petitionDecisionData: { label: 'petition decisions download', why: 'petition decisions are not patent documents' },
  bulkDataProductBag: { label: 'bulk data products', why: 'a listing of data sets and files, not patent documents' },
  statusCodeBag: { label: 'application status codes', why: 'a code table, not patent documents' },
  documentBag: {
    label: 'file wrapper documents list',
    why: 'document codes and download links, no bibliographic data',
  },
  attorneyBag: { label: 'attorney/agent', why: 'attorneys of record, no bibliographic data' },
  trademarks: { label: 'trademark status', why: 'trademarks are not patents' },
  transactionList: { label: 'trademark multi-status', why: 'trademarks are not patents' },
  caseUpdateInfo: { label: 'trademark last-update', why: 'trademarks are not patents' },
  // Filled per response below: the download of PTAB data and the office action (Solr style) responses share arrays.
  patentTrialData: { label: 'PTAB download', why: 'board proceedings and decisions are not patent documents' },
  'response.docs': { label: 'office action data', why: 'office action data, not patent documents' },
};

/** Whether the array at `path` holds records the reader takes one at a time. */
export function isOdpRecordArray(path: readonly string[]): boolean {
  const key = path.join('.');
  return (DOCUMENT_RECORD_ARRAYS as readonly string[]).includes(key) || OTHER_RECORD_ARRAYS[key] !== undefined;
}

// Keys that only ODP responses have at their root (checked in the first 64 KiB).
const ROOT_KEYS =
  /"(?:patentFileWrapperDataBag|patentAppealDataBag|patentInterferenceDataBag|patentTrialDocumentDataBag|patentTrialProceedingDataBag|petitionDecisionDataBag|petitionDecisionData|bulkDataProductBag|statusCodeBag|patentTrialData|interferenceData)"\s*:/;

/**
 * Recognises an ODP response by content: a JSON object with ODP's own field names, or the trademark XML namespace
 * of the trademark document endpoints. The generic parts of ODP bodies (`count`, `response.docs`, `fields`) are
 * always tested together with an ODP-specific name, so that other JSON APIs are not claimed.
 */
export function detectOdp(head: string): boolean {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<')) return /\sxmlns(?::\w+)?="urn:us:gov:doc:uspto:trademark"/.test(text.slice(0, 4096));
  if (!text.startsWith('{')) return false;
  const has = (name: string) => new RegExp(`"${name}"\\s*:`).test(text);
  return (
    ROOT_KEYS.test(text) ||
    (has('patentdata') && has('applicationMetaData')) ||
    (has('documentBag') && has('documentCode')) ||
    (has('attorneyBag') && (has('registeredPractitionerCategory') || has('powerOfAttorneyBag'))) ||
    // The Go client's PascalCase spelling of application data, foreign priority and associated documents.
    (has('ApplicationNumber') &&
      /"(?:InventionTitle|ApplicationConfirmationNumber|GrantDocumentMetaData|PgpubDocumentMetaData|IPOfficeName)"\s*:/.test(
        text,
      )) ||
    // Office action texts, citations and rejections, and enriched citations (`{"response": {"docs": […]}}`).
    (/^\{\s*"response"\s*:\s*\{/.test(text) &&
      has('patentApplicationNumber') &&
      /"(?:obsoleteDocumentIdentifier|legalSectionCode|citedDocumentIdentifier|applicationDeemedWithdrawnDate)"\s*:/.test(
        text,
      )) ||
    (has('apiKey') && /"apiUrl"\s*:\s*"https:\/\/api\.uspto\.gov\//.test(text)) ||
    (has('trademarks') && /"(?:gsList|prosecutionHistory|foreignInfoList)"\s*:/.test(text)) ||
    (has('caseUpdateInfo') && has('caseStatusData')) ||
    (has('errorDetails') && has('requestIdentifier'))
  );
}

/** The trademark XML responses: root element → what it is. */
export function xmlReason(root: string | undefined): string {
  if (root === 'DocumentList') {
    return 'USPTO ODP trademark documents list (XML): trademark documents, not patent documents';
  }
  if (root === 'Document') return 'USPTO ODP trademark document information (XML): trademarks are not patents';
  return `USPTO ODP XML response <${root ?? '?'}>: only the JSON patent data responses hold patent documents`;
}

/** What a response held besides documents: its envelope, and per record array how many records and the first. */
export type ResponseSummary = {
  /** The root object with its records replaced by `0`; undefined when too large to keep. */
  readonly envelope: Json | undefined;
  readonly arrays: ReadonlyMap<string, { readonly count: number; readonly first: Json | undefined }>;
};

const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

// The PTAB download and office action arrays are told apart by their first record's fields.
function labelOf(key: string, first: Json | undefined): { label: string; why: string } {
  const entry = OTHER_RECORD_ARRAYS[key]!;
  if (key === 'patentTrialData') {
    if (first?.appealNumber !== undefined) return { ...entry, label: 'PTAB appeal decisions download' };
    if (first?.trialMetaData !== undefined) return { ...entry, label: 'PTAB trial proceedings download' };
    if (first?.documentData !== undefined) return { ...entry, label: 'PTAB trial documents download' };
    return { ...entry, label: 'PTAB trial decisions download' };
  }
  if (key === 'response.docs') {
    if (first?.citedDocumentIdentifier !== undefined) {
      return { label: 'enriched citations', why: 'references cited in office actions, not patent documents' };
    }
    if (first?.referenceIdentifier !== undefined || first?.parsedReferenceIdentifier !== undefined) {
      return { label: 'office action citations', why: 'references cited in office actions, not patent documents' };
    }
    if (first?.hasRej101 !== undefined || first?.hasRej102 !== undefined) {
      return { label: 'office action rejections', why: 'rejection data of office actions, not patent documents' };
    }
    return { label: 'office action texts', why: 'office action letters, not patent documents' };
  }
  return entry;
}

/**
 * Why a response without document records holds no patent document; undefined when it is no response we know.
 * PascalCase application data is not handled here: it is a document (see the reader).
 */
export function nonDocumentReason(summary: ResponseSummary): string | undefined {
  const { envelope, arrays } = summary;
  for (const [key, { count, first }] of arrays) {
    if (OTHER_RECORD_ARRAYS[key] === undefined) continue;
    const { label, why } = labelOf(key, first);
    return `USPTO ODP ${label} response (${plural(count, 'record')}): ${why}`;
  }
  if (envelope === undefined) return undefined;
  if (str(envelope.apiKey) !== '' && Array.isArray(envelope.fields)) {
    return `USPTO ODP field list of the ${str(envelope.apiKey)} API (${plural(envelope.fields.length, 'field')}): field names, not data`;
  }
  if (envelope.errorDetails !== undefined) {
    const code = str(envelope.code) || '?';
    return `USPTO ODP error response ${code}: ${str(envelope.error) || 'error'} (${str(envelope.errorDetails)})`;
  }
  const application = str(envelope.ApplicationNumber);
  if (application !== '' && Array.isArray(envelope.Claims)) {
    return `USPTO ODP foreign priority response for application ${application} (${plural(envelope.Claims.length, 'claim')}): no bibliographic data, so no document`;
  }
  if (
    application !== '' &&
    (envelope.GrantDocumentMetaData !== undefined || envelope.PgpubDocumentMetaData !== undefined)
  ) {
    return `USPTO ODP associated documents response for application ${application} (links to the grant and pre-grant publication XML files): no bibliographic data, so no document`;
  }
  for (const key of DOCUMENT_RECORD_ARRAYS) {
    if (arrays.has(key) || Array.isArray(envelope[key])) {
      return `USPTO ODP patent data response without records (count ${str(envelope.count) || '0'})`;
    }
  }
  return undefined;
}

// What a file wrapper record holds when it has no application data (the per-topic endpoints of one application).
const WRAPPER_PARTS: readonly (readonly [string, string])[] = [
  ['patentTermAdjustmentData', 'patent term adjustment'],
  ['assignmentBag', 'assignments'],
  ['parentContinuityBag', 'continuity'],
  ['childContinuityBag', 'continuity'],
  ['foreignPriorityBag', 'foreign priority'],
  ['eventDataBag', 'transactions'],
  ['recordAttorney', 'attorneys'],
  ['correspondenceAddressBag', 'correspondence address'],
  ['pgpubDocumentMetaData', 'associated documents'],
  ['grantDocumentMetaData', 'associated documents'],
];

/** The topic of a file wrapper record without `applicationMetaData` (`patent term adjustment`, `assignments`). */
export function wrapperTopic(record: Json): string {
  const topics = [...new Set(WRAPPER_PARTS.filter(([key]) => record[key] !== undefined).map(([, topic]) => topic))];
  return topics.length === 0 ? 'no data' : topics.join(' and ');
}
