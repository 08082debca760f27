import type { FacetRequest } from '@app/engine';
import type { SearchPayloadParsed, SearchResponse } from '@app/shared';
import type { AppContext } from '../../context';
import { folderAccess } from '../folder-access/folder-access';
import { listFolderPatentRatings } from '../folder-access/folder-patents.repository';
import { labelPairsOfFolder, listLabels } from '../folder-annotations/folder-annotations.repository';
import { runOverDocuments } from '../search/search.service';
import type { UserRecord } from '../users/users.repository';

/** Filters that live in the folder, not in the patent index (SPEC §5 `ratings`, `labels`). */
const FOLDER_FILTERS = ['ratings', 'labels'] as const;
const UNRATED = 'unrated';

type Annotations = Map<string, { rating: string; labels: string[] }>;

/** Each patent of the folder with its rating (`1`…`5`, or `unrated`) and its labels by name. */
async function annotationsOf(ctx: AppContext, folderId: number): Promise<Annotations> {
  const [ratings, pairs, labels] = await Promise.all([
    listFolderPatentRatings(ctx.db, folderId),
    labelPairsOfFolder(ctx.db, folderId),
    listLabels(ctx.db, folderId),
  ]);
  const names = new Map(labels.map((l) => [l.id, l.name]));
  const out: Annotations = new Map(
    ratings.map((r) => [r.ucid, { rating: r.rating === null ? UNRATED : String(r.rating), labels: [] }]),
  );
  for (const pair of pairs) out.get(pair.ucid)?.labels.push(names.get(pair.labelId) ?? '');
  return out;
}

function valuesOf(entry: { rating: string; labels: string[] }, name: (typeof FOLDER_FILTERS)[number]): string[] {
  return name === 'ratings' ? [entry.rating] : entry.labels;
}

/** The ucids the folder's own filters keep: any included value of each filter, none of the excluded ones. */
function kept(annotations: Annotations, filters: SearchPayloadParsed['filters']): string[] {
  return [...annotations].flatMap(([ucid, entry]) => {
    for (const name of FOLDER_FILTERS) {
      const values = valuesOf(entry, name);
      const include = filters.filtersToApply[name] ?? [];
      const exclude = filters.filtersToExclude[name] ?? [];
      if (include.length > 0 && !include.some((v) => values.includes(v))) return [];
      if (exclude.some((v) => values.includes(v))) return [];
    }
    return [ucid];
  });
}

function withoutFolderFilters(filters: SearchPayloadParsed['filters']): SearchPayloadParsed['filters'] {
  const strip = (side: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(side).filter(([name]) => !(FOLDER_FILTERS as readonly string[]).includes(name)));
  return { filtersToApply: strip(filters.filtersToApply), filtersToExclude: strip(filters.filtersToExclude) };
}

/** The folder's ratings and labels as facets the engine counts over the run's matches, in the same pass. */
function folderFacets(annotations: Annotations, ucids: readonly string[]): Record<string, FacetRequest> {
  const facets: Record<string, FacetRequest> = {};
  for (const name of FOLDER_FILTERS) {
    const values: Record<string, readonly string[]> = {};
    for (const ucid of ucids) values[ucid] = valuesOf(annotations.get(ucid)!, name);
    facets[name] = { kind: 'assigned', values };
  }
  return facets;
}

/**
 * `POST /api/patents/folders/{id}`: the folder's patents through the results views, filters, grouping and
 * highlighting, with a query run inside the folder (`q`). Ratings and labels are the folder's own, so they filter
 * the folder's ucids before the engine runs, and the engine counts their facets over exactly the documents the run
 * matched, in the same pass as the page: one engine pass, whatever the folder's size.
 */
export async function runFolder(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  payload: SearchPayloadParsed,
): Promise<SearchResponse> {
  const { folder } = await folderAccess(ctx.db, user, id, 'read');
  const annotations = await annotationsOf(ctx, id);
  const ucids = kept(annotations, payload.filters);
  const label = `Folder “${folder.name}”`;
  const engine = { ...payload, filters: withoutFolderFilters(payload.filters) };
  return runOverDocuments(ctx, ctx.patents, user, ucids, engine, label, folderFacets(annotations, ucids));
}
