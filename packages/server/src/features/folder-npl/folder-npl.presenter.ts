import type { FolderNpl } from '@app/shared';
import type { NplRow } from './folder-npl.repository';

/** An NPL record as the API answers it, with the labels it carries and its number of comments. */
export function presentNpl(row: NplRow, labelIds: number[], commentCount: number): FolderNpl {
  return {
    id: row.id,
    folder_id: row.folderId,
    title: row.title,
    authors: row.authors,
    source: row.source,
    year: row.year,
    doi: row.doi,
    url: row.url,
    abstract: row.abstract,
    rating: row.rating,
    label_ids: labelIds,
    comment_count: commentCount,
    added_by: row.addedBy,
    added_at: row.addedAt.toISOString(),
  };
}
