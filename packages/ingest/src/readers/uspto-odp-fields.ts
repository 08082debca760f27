// Values of USPTO ODP file wrapper records: numbers, office names, parties and their addresses, owners by recorded
// assignments, attorneys, continuity and foreign priorities, and transactions.

import { canonicalApplicationNumber, cnCheckDigit, type LegalEvent, type Party, type Priority } from '@app/shared';
import { dateOf, personName, priority, uniq, usApplicationNumber } from './uspto-fields';
import type { Json } from './uspto-odp-responses';

export const str = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : typeof value === 'number' ? String(value) : '';
export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const obj = (value: unknown): Json => (isJson(value) ? value : {});
const objs = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isJson) : []);
export const strs = (value: unknown): string[] => (Array.isArray(value) ? value.map(str).filter((s) => s !== '') : []);

/** Application number as ODP writes it (`17248024`, `PCT/US2019/012345`) → canonical (`US17248024`). */
export function odpApplicationNumber(text: string): string | undefined {
  if (/^PCT/i.test(text)) return canonicalApplicationNumber(text) ?? undefined;
  return usApplicationNumber(text);
}

// ODP names the office of a foreign priority in words (`REPUBLIC OF KOREA`); the document model needs its code.
const OFFICE_CODES: Readonly<Record<string, string>> = {
  ARGENTINA: 'AR',
  AUSTRALIA: 'AU',
  AUSTRIA: 'AT',
  BELGIUM: 'BE',
  BRAZIL: 'BR',
  CANADA: 'CA',
  CHILE: 'CL',
  CHINA: 'CN',
  'CZECH REPUBLIC': 'CZ',
  DENMARK: 'DK',
  'EUROPEAN PATENT OFFICE': 'EP',
  EPO: 'EP',
  FINLAND: 'FI',
  FRANCE: 'FR',
  GERMANY: 'DE',
  GREECE: 'GR',
  'HONG KONG': 'HK',
  HUNGARY: 'HU',
  INDIA: 'IN',
  IRELAND: 'IE',
  ISRAEL: 'IL',
  ITALY: 'IT',
  JAPAN: 'JP',
  KOREA: 'KR',
  'REPUBLIC OF KOREA': 'KR',
  'KOREA, REPUBLIC OF': 'KR',
  LUXEMBOURG: 'LU',
  MEXICO: 'MX',
  NETHERLANDS: 'NL',
  'NEW ZEALAND': 'NZ',
  NORWAY: 'NO',
  POLAND: 'PL',
  PORTUGAL: 'PT',
  'RUSSIAN FEDERATION': 'RU',
  SINGAPORE: 'SG',
  'SOUTH AFRICA': 'ZA',
  SPAIN: 'ES',
  SWEDEN: 'SE',
  SWITZERLAND: 'CH',
  TAIWAN: 'TW',
  TURKEY: 'TR',
  'UNITED KINGDOM': 'GB',
  'GREAT BRITAIN': 'GB',
  'WORLD INTELLECTUAL PROPERTY ORGANIZATION': 'WO',
  WIPO: 'WO',
};

/** Office code of an ODP office name; undefined for names not in the table (that priority is then left out). */
export function officeCode(name: string): string | undefined {
  const upper = name.toUpperCase().replace(/\s+/g, ' ').trim();
  if (/^[A-Z]{2}$/.test(upper)) return upper;
  return OFFICE_CODES[upper] ?? OFFICE_CODES[upper.replace(/\s*\(.*\)$/, '')];
}

// A Chinese application number written with its check digit run on (`2023104556449`) loses it, as other sources
// write the 12 digits alone.
function foreignNumber(country: string, number: string): string {
  const digits = number.replace(/[\s.]/g, '');
  if (country === 'CN' && /^\d{13}$/.test(digits) && cnCheckDigit(digits.slice(0, 12)) === digits.slice(12)) {
    return `${digits.slice(0, 12)}.${digits.slice(12)}`;
  }
  return number;
}

// ODP invents region codes ending in X for foreign addresses (`CNX`, `KRX`); they are no state.
const realRegion = (code: string) => (code !== '' && !/^[A-Z]{2}X$/.test(code) ? code : undefined);

function addressOf(address: Json): Omit<Party, 'name'> {
  const lines = [address.addressLineOneText, address.addressLineTwoText, address.addressLineThreeText]
    .map(str)
    .filter((line) => line !== '');
  const out: Omit<Party, 'name'> = {};
  if (lines.length > 0) out.address = lines.join(', ');
  if (str(address.cityName)) out.city = str(address.cityName);
  const state = realRegion(str(address.geographicRegionCode));
  if (state) out.state = state;
  const country = str(address.countryCode) || str(address.ictCountryCode);
  if (/^[A-Z]{2}$/.test(country)) out.country = country;
  return out;
}

/** `Family, Given Middle, Suffix` from ODP's name parts, else the whole name as written. */
function personOf(person: Json, whole: string): string {
  const family = str(person.lastName);
  if (family === '') return whole;
  const name = personName(family, [str(person.firstName), str(person.middleName)].filter((p) => p).join(' '));
  return str(person.nameSuffix) ? `${name}, ${str(person.nameSuffix)}` : name;
}

export function applicantsOf(meta: Json): Party[] {
  return objs(meta.applicantBag).flatMap((applicant) => {
    const name = str(applicant.applicantNameText) || personOf(applicant, '');
    if (name === '') return [];
    const address = addressOf(objs(applicant.correspondenceAddressBag)[0] ?? {});
    const country = str(applicant.countryCode);
    return [{ name, ...address, ...(address.country === undefined && /^[A-Z]{2}$/.test(country) ? { country } : {}) }];
  });
}

export function inventorsOf(meta: Json): Party[] {
  return objs(meta.inventorBag).flatMap((inventor) => {
    const name = personOf(inventor, str(inventor.inventorNameText));
    if (name === '') return [];
    // The residence is where the inventor lives (what the printed patent names); the postal address may be the firm's.
    const addresses = objs(inventor.correspondenceAddressBag);
    const home = addresses.find((a) => str(a.postalAddressCategory) === 'residence') ?? addresses[0] ?? {};
    const address = addressOf(home);
    const country = str(inventor.countryCode);
    return [{ name, ...address, ...(address.country === undefined && /^[A-Z]{2}$/.test(country) ? { country } : {}) }];
  });
}

// Security interests, releases and licences do not change the owner.
const NOT_OWNERSHIP = /SECURITY|RELEASE|LIEN|LICENSE|GOVERNMENT INTEREST/i;

/** Owners by recorded assignments: the assignees of the first and of the latest ownership transfer. */
export function owners(record: Json): { first: string[]; current: string[] } {
  const transfers = objs(record.assignmentBag)
    .map((assignment, order) => ({
      assignment,
      order,
      recorded: dateOf(str(assignment.assignmentRecordedDate)) ?? 0,
    }))
    .filter(({ assignment }) => !NOT_OWNERSHIP.test(str(assignment.conveyanceText)))
    .sort((a, b) => a.recorded - b.recorded || a.order - b.order);
  const names = (assignment: Json | undefined) =>
    uniq(objs(assignment?.assigneeBag).map((assignee) => str(assignee.assigneeNameText))).filter((n) => n !== '');
  return { first: names(transfers[0]?.assignment), current: names(transfers.at(-1)?.assignment) };
}

/** Attorneys of record and the correspondence firm, as written; the firm first unless it is one of the attorneys. */
export function agentsOf(record: Json): string[] {
  const attorney = obj(record.recordAttorney);
  const people = [...objs(attorney.attorneyBag), ...objs(attorney.powerOfAttorneyBag)]
    .map((person) => personOf(person, ''))
    .filter((name) => name !== '');
  const tokens = (name: string) =>
    name
      .toUpperCase()
      .split(/[\s,.]+/)
      .filter(Boolean)
      .sort()
      .join(' ');
  const known = new Set(people.map(tokens));
  const correspondence = [
    ...objs(record.correspondenceAddressBag),
    ...objs(obj(attorney.customerNumberCorrespondenceData).powerOfAttorneyAddressBag),
  ]
    .map((address) => str(address.nameLineOneText))
    .filter((name) => name !== '' && !known.has(tokens(name)));
  return uniq([...correspondence.slice(0, 1), ...people], tokens);
}

// Continuity claims that give this application an earlier effective filing date, by ODP's parentage code. `PRO`
// (provisional) counts for priority but not for the patent term; `NST` is the national stage of a PCT application.
export function continuityPriorities(record: Json): { priorities: Priority[]; termFrom: number[] } {
  const priorities: Priority[] = [];
  const termFrom: number[] = [];
  for (const parent of objs(record.parentContinuityBag)) {
    const number = str(parent.parentApplicationNumberText);
    const date = dateOf(str(parent.parentApplicationFilingDate));
    const code = str(parent.claimParentageTypeCode).toUpperCase();
    const international = /^PCT/i.test(number);
    const p = priority(international ? 'WO' : 'US', number, date, international ? 'W' : code === 'PRO' ? 'P' : 'A');
    if (p === undefined) continue;
    priorities.push(p);
    if (code !== 'PRO' && date !== undefined) termFrom.push(date);
  }
  return { priorities, termFrom };
}

export function foreignPriorities(record: Json): Priority[] {
  return objs(record.foreignPriorityBag).flatMap((claim) => {
    const country = officeCode(str(claim.ipOfficeName));
    if (country === undefined) return [];
    const number = foreignNumber(country, str(claim.applicationNumberText));
    const p = priority(country, number, dateOf(str(claim.filingDate)), 'A');
    return p === undefined ? [] : [p];
  });
}

/** Transactions (prosecution events), oldest first; ODP lists them newest first. */
export function eventsOf(record: Json): LegalEvent[] {
  const events = objs(record.eventDataBag)
    .reverse()
    .flatMap((event) => {
      const date = dateOf(str(event.eventDate));
      const code = str(event.eventCode);
      return date === undefined || code === '' ? [] : [{ date, code, description: str(event.eventDescriptionText) }];
    });
  return events.sort((a, b) => a.date - b.date);
}
