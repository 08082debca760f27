// One USPTO ODP patent file wrapper record (`applicationMetaData` with the application's continuity, foreign
// priority, assignments, attorneys, transactions and patent term adjustment) mapped onto the patent document.
// ODP describes an application, while a document is a publication: the record becomes the document of the granted
// patent when there is one, else of the pre-grant publication; an application with neither cannot be a document.

import { expectedExpiry, type FamilyPublication, ucidOf } from '@app/shared';
import type { DocumentDraft } from './uspto-common';
import { dateOf, uniq } from './uspto-fields';
import {
  agentsOf,
  applicantsOf,
  continuityPriorities,
  eventsOf,
  foreignPriorities,
  inventorsOf,
  isJson,
  obj,
  odpApplicationNumber,
  owners,
  str,
  strs,
} from './uspto-odp-fields';
import type { Json } from './uspto-odp-responses';

export const ODP_FORMAT = 'uspto-odp-json';

/** The pre-grant publication: `earliestPublicationNumber`, else built from the publication sequence number. */
function pgpubOf(meta: Json): { ucid: string; date: number | undefined } | undefined {
  const written = str(meta.earliestPublicationNumber);
  const date = dateOf(str(meta.earliestPublicationDate)) ?? dateOf(strs(meta.publicationDateBag)[0]);
  if (/^US/i.test(written)) {
    const ucid = ucidOf('US', written, '');
    if (ucid !== null) return { ucid, date };
  }
  const sequence = strs(meta.publicationSequenceNumberBag)[0];
  if (sequence !== undefined && /^\d{7}$/.test(sequence) && date !== undefined) {
    const ucid = ucidOf('US', `${String(date).slice(0, 4)}${sequence}`, 'A1');
    if (ucid !== null) return { ucid, date };
  }
  return undefined;
}

type Kind = 'utility' | 'design' | 'plant' | 'reissue';

function applicationKind(meta: Json, patentNumber: string): Kind {
  const type = `${str(meta.applicationTypeCode)} ${str(meta.applicationTypeLabelName)}`.toUpperCase();
  if (/^D/i.test(patentNumber) || /\bDES\b|DESIGN/.test(type)) return 'design';
  if (/^PP/i.test(patentNumber) || /\bPLT\b|PLANT/.test(type)) return 'plant';
  if (/^RE/i.test(patentNumber) || /\bREI\b|REISSUE/.test(type)) return 'reissue';
  return 'utility';
}

// ODP gives the patent number without kind code; the kind follows from the patent type and from whether the
// application was published before grant (WIPO ST.16 as the USPTO applies it: B1/B2, P2/P3, S1, E).
function grantNumberAndKind(patentNumber: string, kind: Kind, published: boolean): { number: string; kind: string } {
  const digits = patentNumber.replace(/^(?:D|PP|RE)/i, '');
  if (kind === 'design') return { number: `D${digits}`, kind: 'S1' };
  if (kind === 'plant') return { number: `PP${digits}`, kind: published ? 'P3' : 'P2' };
  if (kind === 'reissue') return { number: `RE${digits}`, kind: 'E' };
  return { number: digits, kind: published ? 'B2' : 'B1' };
}

/** Whether the status says the application is still being examined (neither patented nor abandoned or expired). */
function pendingOf(status: string): boolean | undefined {
  if (status === '') return undefined;
  return !/patent|abandon|expired|terminated|missassigned|withdrawn from issue/i.test(status);
}

/** Days of patent term adjustment the record states (`patentTermAdjustmentData.adjustmentTotalQuantity`). */
function termAdjustmentOf(record: Json): number | undefined {
  const days = obj(record.patentTermAdjustmentData).adjustmentTotalQuantity;
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : undefined;
}

/** Expected expiry from the term rules, or from the status when the patent lapsed for unpaid maintenance fees. */
function expiryOf(
  meta: Json,
  record: Json,
  fields: { kind: string; design: boolean; filing?: number; grant?: number; termFrom: number[] },
): { expectedexpirydate?: number; expectedexpiryexplanation?: string } {
  const status = str(meta.applicationStatusDescriptionText);
  if (/abandon|terminated|missassigned/i.test(status)) return {};
  // The term may run from a parent's filing date, so it is told only when the record shows the continuity: a full
  // file wrapper record lists parents whenever there are any, the meta-data endpoint never does.
  const full = Object.keys(record).some((key) => key !== 'applicationMetaData' && key !== 'applicationNumberText');
  if (record.parentContinuityBag === undefined && !full) return {};
  const lapse = dateOf(str(meta.applicationStatusDate));
  // The USPTO sets this status with the day the patent expired as its status date.
  if (/expired due to nonpayment of maintenance fees/i.test(status) && lapse !== undefined) {
    const day = `${String(lapse).slice(0, 4)}-${String(lapse).slice(4, 6)}-${String(lapse).slice(6)}`;
    return {
      expectedexpirydate: lapse,
      expectedexpiryexplanation: `Expired on ${day}: the maintenance fees were not paid (USPTO status "${status}").`,
    };
  }
  const pta = termAdjustmentOf(record);
  const earliest = [...fields.termFrom, ...(fields.filing === undefined ? [] : [fields.filing])];
  const expiry = expectedExpiry({
    country: 'US',
    kind: fields.kind,
    filingDate: fields.filing ?? null,
    earliestNonProvisionalFilingDate: earliest.length > 0 ? Math.min(...earliest) : null,
    grantDate: fields.grant ?? null,
    termAdjustmentDays: pta ?? 0,
    isDesign: fields.design,
  });
  return expiry.date === null ? {} : { expectedexpirydate: expiry.date, expectedexpiryexplanation: expiry.explanation };
}

/** Why a record with application data still makes no document. */
export type NoDocument = { readonly reason: 'no-number' | 'unpublished'; readonly application?: string };

/**
 * Maps one file wrapper record that has `applicationMetaData`. The granted patent is the document when there is one
 * (its pre-grant publication is listed as a family member), else the pre-grant publication.
 */
export function mapOdpRecord(record: Json, file: string, index: number, line: number): DocumentDraft | NoDocument {
  const meta = obj(record.applicationMetaData);
  const applicationText = str(record.applicationNumberText) || str(meta.applicationNumberText);
  const applicationnumber = applicationText === '' ? undefined : odpApplicationNumber(applicationText);
  const patentNumber = str(meta.patentNumber);
  const pgpub = pgpubOf(meta);
  const typeKind = applicationKind(meta, patentNumber);
  const published = pgpub !== undefined || strs(meta.publicationCategoryBag).some((c) => /pre-grant/i.test(c));
  const grantDate = dateOf(str(meta.grantDate));
  let country = 'US';
  let number: string;
  let kind: string;
  let publicationdate: number | undefined;
  if (patentNumber !== '') {
    ({ number, kind } = grantNumberAndKind(patentNumber, typeKind, published));
    publicationdate = grantDate;
  } else if (pgpub !== undefined) {
    [country = 'US', number = '', kind = ''] = pgpub.ucid.split('-');
    publicationdate = pgpub.date;
  } else {
    return applicationText === '' ? { reason: 'no-number' } : { reason: 'unpublished', application: applicationText };
  }
  const applicationdate = dateOf(str(meta.filingDate));
  const { priorities: parents, termFrom } = continuityPriorities(record);
  const applicants = applicantsOf(meta);
  const ownership = owners(record);
  const applicantNames = uniq(applicants.map((a) => a.name));
  const examiner = str(meta.examinerNameText);
  const cpc = uniq(strs(meta.cpcClassificationBag).map((code) => code.replace(/\s+/g, '')));
  const uspc =
    str(meta.uspcSymbolText).replace(/\s+/g, '') ||
    (str(meta.class) ? `${str(meta.class)}/${str(meta.subclass)}`.replace(/\/$/, '') : '');
  const self = ucidOf(country, number, kind);
  const member = (ucid: string, published: number | undefined): FamilyPublication => ({
    ucid,
    an: applicationnumber ?? '',
    ...(published === undefined ? {} : { publicationdate: published }),
    ...(applicationdate === undefined ? {} : { applicationdate }),
  });
  // The grant and its pre-grant publication are one application's publications: the simple family ODP implies.
  const family =
    self !== null && pgpub !== undefined && pgpub.ucid !== self && applicationnumber !== undefined
      ? [member(self, publicationdate), member(pgpub.ucid, pgpub.date)]
      : undefined;
  const title = str(meta.inventionTitle);
  const status = str(meta.applicationStatusDescriptionText);
  return {
    country,
    number,
    kind,
    language: 'en',
    titles: title ? { en: title } : undefined,
    applicationnumber,
    publicationdate,
    applicationdate,
    ...(patentNumber !== '' && grantDate !== undefined ? { grantdate: grantDate } : {}),
    ...expiryOf(meta, record, {
      kind,
      design: typeKind === 'design',
      ...(applicationdate === undefined ? {} : { filing: applicationdate }),
      ...(patentNumber !== '' && grantDate !== undefined ? { grant: grantDate } : {}),
      termFrom,
    }),
    termadjustmentdays: termAdjustmentOf(record),
    applicants,
    inventors: inventorsOf(meta),
    assignees_name_original: applicantNames.length > 0 ? applicantNames : ownership.first,
    assignees_name_current: ownership.current.length > 0 ? ownership.current : undefined,
    agents_name_normalized: agentsOf(record),
    // `CENTRAL, DOCKET` stands for "not yet assigned to an examiner".
    examiners: examiner !== '' && !/^CENTRAL,\s*DOCKET$/i.test(examiner) ? [examiner] : [],
    priorities: uniq([...parents, ...foreignPriorities(record)], (p) => p.number),
    classifications: {
      cpc: cpc.map((code) => ({ code })),
      us: uspc ? [{ code: uspc, main: true }] : [],
    },
    legalevents: eventsOf(record),
    pending: patentNumber !== '' ? false : pendingOf(status),
    familydata: family ? { 'simple-family-data': { publications: family } } : undefined,
    provenance: { format: ODP_FORMAT, file, position: { index, line } },
  };
}

// The Go client writes application data with PascalCase names and a few of its own (`Applicants`,
// `ApplicationNumber`, `NameLineOne`); these are ODP's names for them.
const RENAMED: Readonly<Record<string, string>> = {
  Applicants: 'applicantBag',
  Inventors: 'inventorBag',
  EntityStatus: 'entityStatusData',
  NameLineOne: 'nameLineOneText',
  NameLineTwo: 'nameLineTwoText',
  ApplicationNumber: 'applicationNumberText',
};

function camelCase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCase);
  if (!isJson(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [RENAMED[key] ?? key.charAt(0).toLowerCase() + key.slice(1), camelCase(v)]),
  );
}

/** PascalCase application data (`{"ApplicationNumber": …, "InventionTitle": …}`) as a file wrapper record. */
export function recordOfPascalCase(envelope: Json): Json | undefined {
  if (str(envelope.ApplicationNumber) === '' || envelope.InventionTitle === undefined) return undefined;
  const meta = camelCase(envelope) as Json;
  const { applicationNumberText, ...applicationMetaData } = meta;
  return { applicationNumberText, applicationMetaData };
}
