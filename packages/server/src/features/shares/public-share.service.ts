import {
  AppError,
  FILTER_NAMES,
  type PublicBrowseSchema,
  type PublicSearchPayloadParsed,
  type PublicShareInfo,
  type SearchPayloadParsed,
  type SearchResponse,
  SHARE_FIELD_GROUP_FIELDS,
  SHARE_IDENTITY_FIELDS,
  SHARE_SORT_FIELD_GROUPS,
  type ShareFieldGroup,
  yyyymmddFromDate,
} from '@app/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { runOfUser, searchRunResults } from '../alerts/alert-runs.service';
import { runDocuments } from '../alerts/alerts.repository';
import { folderAccess } from '../folder-access/folder-access';
import { listFolderUcids } from '../folder-access/folder-patents.repository';
import { runFolder } from '../folders/folder-run';
import { runOverDocuments, runQueryWithin } from '../search/search.service';
import { columnFilters } from '../search/search-request';
import { getUserById, type UserRecord } from '../users/users.repository';
import { presentPublicShare, shareState } from './shares.presenter';
import { countShareLinkView, getShareLinkByKey, type ShareLinkRow } from './shares.repository';

/** Links that open documents; a dashboard's or chart's opens a workspace through the shared_workspace calls. */
function documentLink(link: ShareLinkRow): void {
  if (link.kind === 'dashboard' || link.kind === 'chart') throw new AppError('SHARE_INVALID_TYPE');
}

/** A link that works, with the account it runs as (its sharer: what they may read is what it may show). */
type OpenLink = { link: ShareLinkRow; sharer: UserRecord };

/** Facets a visitor may count and filter by: SPEC §5 filters, less the folder's own ratings and labels. */
const PUBLIC_FACETS: readonly string[] = FILTER_NAMES.filter((n) => n !== 'ratings' && n !== 'labels' && n !== 'raw');

/** Keys of a result document that are not stored fields (the server adds them). */
const RESULT_KEYS = new Set(['ucid', 'score', 'images_key', 'status', 'group_size', 'group_key', 'highlighting']);

function expired(): AppError {
  return new AppError('SHARE_EXPIRED');
}

/** The link behind a key: unknown is 404, revoked or expired (or its sharer gone) is 410. */
export async function openLink(ctx: AppContext, key: string): Promise<OpenLink> {
  const link = await getShareLinkByKey(ctx.db, key);
  if (!link) throw new AppError('SHARE_NOT_FOUND');
  if (shareState(link, ctx.now()) !== 'active') throw expired();
  const sharer = await getUserById(ctx.db, link.createdBy);
  if (!sharer || sharer.deactivatedAt !== null) throw expired();
  return { link, sharer };
}

/** `GET /api/public/share/{key}`: what the link opens; each call counts as a view. */
export async function publicShareInfo(ctx: AppContext, key: string): Promise<PublicShareInfo> {
  const { link } = await openLink(ctx, key);
  documentLink(link);
  await countShareLinkView(ctx.db, link.id);
  return presentPublicShare(link);
}

/** Stored fields the link shows; null: every field. */
function allowedFields(link: ShareLinkRow): Set<string> | null {
  if (!link.fields) return null;
  const fields = new Set<string>(SHARE_IDENTITY_FIELDS);
  for (const group of link.fields as ShareFieldGroup[]) for (const f of SHARE_FIELD_GROUP_FIELDS[group]) fields.add(f);
  return fields;
}

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter((v) => v !== '');
}

function refuse(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { message, fields: { [field]: [message] } });
}

/** `fl` checked against the link's fields: a field outside them is refused; none asked means all it shows. */
function fieldList(link: ShareLinkRow, fl: string | string[] | undefined): string[] | undefined {
  const allowed = allowedFields(link);
  const asked = list(fl);
  if (!allowed) return asked.length > 0 ? asked : undefined;
  const outside = asked.filter((f) => !allowed.has(f));
  if (outside.length > 0) throw refuse('fl', `This link does not show ${outside.join(', ')}.`);
  return asked.length > 0 ? asked : [...allowed];
}

/** Facet and filter names a visitor may use on this link. */
function facetNames(link: ShareLinkRow): string[] {
  const allowed = allowedFields(link);
  return PUBLIC_FACETS.filter((name) => !allowed || allowed.has(name));
}

function checkFilters(link: ShareLinkRow, filters: SearchPayloadParsed['filters']): void {
  const names = new Set(facetNames(link));
  for (const side of [filters.filtersToApply, filters.filtersToExclude])
    for (const name of Object.keys(side))
      if (!names.has(name)) throw refuse(`filters.${name}`, `This link cannot be filtered by ${name}.`);
}

/** Sort keys outside the link's field groups are refused, naming the field; relevance and publication date never. */
function checkSort(link: ShareLinkRow, sort: string): void {
  if (!link.fields) return;
  const groups = new Set<string>(link.fields);
  for (const key of sort.split(',')) {
    const field = key.trim().split(/\s+/)[0] ?? '';
    const group = SHARE_SORT_FIELD_GROUPS[field as keyof typeof SHARE_SORT_FIELD_GROUPS];
    if (group === undefined || (group !== null && !groups.has(group)))
      throw refuse('sort', `This link cannot be sorted by ${field}.`);
  }
}

type Filters = SearchPayloadParsed['filters'];

/**
 * The link's filters (set by the sharer) narrowed by the visitor's: on a facet both name, the visitor may only keep
 * some of the link's values (any other is 422); exclusions add up.
 */
export function narrowFilters(link: Filters, visitor: Filters): Filters {
  const apply: Record<string, string[]> = { ...link.filtersToApply };
  for (const [name, values] of Object.entries(visitor.filtersToApply)) {
    const fixed = link.filtersToApply[name];
    if (!fixed || fixed.length === 0) {
      apply[name] = values;
      continue;
    }
    const outside = values.filter((v) => !fixed.includes(v));
    if (outside.length > 0) throw refuse(`filters.${name}`, `This link shows only ${fixed.join(', ')} for ${name}.`);
    if (values.length > 0) apply[name] = values;
  }
  const exclude: Record<string, string[]> = { ...link.filtersToExclude };
  for (const [name, values] of Object.entries(visitor.filtersToExclude))
    exclude[name] = [...new Set([...(exclude[name] ?? []), ...values])];
  return { filtersToApply: apply, filtersToExclude: exclude };
}

/** The visitor's page request as the search services take it: no query, filter query or scheme of anyone's. */
function enginePayload(link: ShareLinkRow, payload: PublicSearchPayloadParsed): SearchPayloadParsed {
  const fl = fieldList(link, payload.fl);
  const names = facetNames(link);
  const facets = payload.facets ?? names;
  const unknown = facets.filter((f) => !names.includes(f));
  if (unknown.length > 0) throw refuse('facets', `This link cannot count ${unknown.join(', ')}.`);
  checkFilters(link, payload.filters);
  checkSort(link, payload.sort);
  return {
    start: payload.start,
    rows: payload.rows,
    sort: payload.sort,
    grouped_by: payload.grouped_by ?? (link.grouping as SearchPayloadParsed['grouped_by']),
    ...(fl ? { fl } : {}),
    highlighting: { ...payload.highlighting, scheme: null },
    filters: payload.filters,
    facets,
    facet_limit: payload.facet_limit,
  };
}

/** The answer cut to what the link shows: its fields (and their highlighting), its facets, no search number. */
function limited(link: ShareLinkRow, response: SearchResponse): SearchResponse {
  const allowed = allowedFields(link);
  const facets = new Set(facetNames(link));
  const images = !link.fields || (link.fields as string[]).includes('images');
  const docs = response.docs.map((doc) => {
    const shown = allowed
      ? Object.fromEntries(Object.entries(doc).filter(([k]) => allowed.has(k) || RESULT_KEYS.has(k)))
      : { ...doc };
    const highlighting = doc.highlighting;
    if (allowed && highlighting) {
      // Marked fields with several languages are keyed `field.lang` (titles.en): the field decides.
      const shownKey = ([k]: [string, unknown]) => allowed.has(k.split('.')[0] ?? k);
      shown.highlighting = {
        hl: Object.fromEntries(Object.entries(highlighting.hl).filter(shownKey)),
        entireFieldHl: Object.fromEntries(Object.entries(highlighting.entireFieldHl).filter(shownKey)),
      };
    }
    return { ...shown, images_key: images ? doc.images_key : '' } as SearchResponse['docs'][number];
  });
  const { query_index: _hidden, ...rest } = response;
  return {
    ...rest,
    docs,
    facets: Object.fromEntries(Object.entries(response.facets).filter(([name]) => facets.has(name))),
  };
}

/**
 * The sharer's access to what the link opens, checked again on every call: a folder they no longer read, or an
 * alert run that is gone, ends the link (410), as a revocation does.
 */
export async function stillShared<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError && ['FOLDER_NOT_FOUND', 'ALERT_RUN_NOT_FOUND', 'FORBIDDEN'].includes(error.code))
      throw expired();
    throw error;
  }
}

/** `POST /api/patents/public/search/{key}`: a page of the shared set, in the shape of a signed-in results page. */
export async function publicResults(
  ctx: AppContext,
  key: string,
  body: PublicSearchPayloadParsed,
): Promise<SearchResponse> {
  const { link, sharer } = await openLink(ctx, key);
  documentLink(link);
  const payload = enginePayload(link, body);
  const response = await stillShared(async () => {
    switch (link.kind) {
      case 'search': {
        // The link's filters are the search's own; the visitor's narrow it further (ANDed as server filters).
        const today = yyyymmddFromDate(ctx.now());
        return runQueryWithin(ctx, ctx.patents, sharer, link.frozenQuery!, columnFilters(payload.filters, today), {
          ...payload,
          filters: link.filters,
        });
      }
      // The link's filters and grouping (given at share time) hold on every call; the visitor's narrow them.
      case 'folder':
        return runFolder(ctx, sharer, Number(link.target), {
          ...payload,
          filters: narrowFilters(link.filters, payload.filters),
        });
      case 'alert_run':
        return searchRunResults(ctx, sharer, link.target, {
          ...payload,
          filters: narrowFilters(link.filters, payload.filters),
        });
      default:
        return runOverDocuments(ctx, ctx.patents, sharer, [link.target], payload, link.label);
    }
  });
  return limited(link, response);
}

type PublicBrowseParsed = z.output<typeof PublicBrowseSchema>;

/** 404 for a document outside the shared set; the message does not repeat the number asked for. */
function notInSet(): AppError {
  return new AppError('PATENT_NOT_FOUND', { message: 'This document is not part of what this link shares.' });
}

/** `POST /api/patents/public/search/browse`: one document of the shared set; any other is 404. */
export async function publicBrowse(ctx: AppContext, body: PublicBrowseParsed): Promise<SearchResponse> {
  const { link, sharer } = await openLink(ctx, body.key);
  documentLink(link);
  if (body.type !== `shared_${link.kind}`) throw new AppError('SHARE_INVALID_TYPE');
  const ucid = body.ucid.toUpperCase();
  const fl = fieldList(link, body.fl);
  const payload: SearchPayloadParsed = {
    start: 0,
    rows: 1,
    sort: 'score desc',
    grouped_by: 'none',
    ...(fl ? { fl } : {}),
    highlighting: { ...body.highlighting, scheme: null },
    filters: { filtersToApply: {}, filtersToExclude: {} },
    facets: [],
    facet_limit: 1,
  };
  const response = await stillShared(async () => {
    switch (link.kind) {
      case 'patent':
        if (ucid !== link.target.toUpperCase()) throw notInSet();
        break;
      case 'folder': {
        await folderAccess(ctx.db, sharer, Number(link.target), 'read');
        const ucids = await listFolderUcids(ctx.db, Number(link.target));
        if (!ucids.some((u) => u.toUpperCase() === ucid)) throw notInSet();
        break;
      }
      case 'alert_run': {
        const { run } = await runOfUser(ctx, sharer, link.target);
        if (!(await runDocuments(ctx.db, run.id)).some((u) => u.toUpperCase() === ucid)) throw notInSet();
        break;
      }
      case 'search': {
        // The document must match the shared search with its filters: the search runs inside that one document.
        const found = await runOverDocuments(
          ctx,
          ctx.patents,
          sharer,
          [ucid],
          { ...payload, q: link.frozenQuery!, filters: link.filters },
          'Shared search',
        );
        if (found.numFound === 0) throw notInSet();
        return { ...found, query: link.frozenQuery! };
      }
    }
    // A folder's or run's link filters hold here too: a document they leave out is not in the shared set.
    return runOverDocuments(ctx, ctx.patents, sharer, [ucid], { ...payload, filters: link.filters }, link.label);
  });
  if (response.docs.length === 0) throw notInSet();
  return limited(link, response);
}

/**
 * The drawings popout's check of a key that is no result's images key: a link sharing this very patent (and showing
 * its images). Any other key, a patent link's for another ucid included, is 404; the right link expired is 410.
 */
export async function checkPatentLinkKey(ctx: AppContext, ucid: string, key: string): Promise<void> {
  const link = await getShareLinkByKey(ctx.db, key);
  const images = link !== undefined && (!link.fields || (link.fields as string[]).includes('images'));
  if (link?.kind !== 'patent' || link.target.toUpperCase() !== ucid.toUpperCase() || !images)
    throw new AppError('NOT_FOUND', { message: 'This link is not valid for this document.' });
  await openLink(ctx, key);
}
