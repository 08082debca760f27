import { ALERT_WATCHED_MAX, MAX_ROWS } from '@app/shared';
import { foldersApi } from '../../folders/api/foldersApi';

/** Every publication in a folder (up to what one watched-patent alert may hold), page by page. */
export async function folderUcids(folderId: number): Promise<string[]> {
  const ucids: string[] = [];
  for (let start = 0; start < ALERT_WATCHED_MAX; start += MAX_ROWS) {
    const page = await foldersApi.run(folderId, { start, rows: MAX_ROWS, grouped_by: 'none', facets: [] });
    ucids.push(...page.docs.map((doc) => doc.ucid));
    if (page.docs.length < MAX_ROWS || ucids.length >= page.numFound) break;
  }
  return ucids.slice(0, ALERT_WATCHED_MAX);
}
