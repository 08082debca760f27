// SPEC §2 `/alert_runs/{uuid}/exports/{format}/download` (no login) and §7 alert run exports, for a visitor holding
// an alert-run share link: the shared run exported through the same export job as the sharer's own, run as the
// sharer, cut to the link's field groups (never folder fields) and filters, and told apart from the sharer's own
// exports by the link's id stored with the request.

import {
  AppError,
  EXPORT_FIELDS,
  type ExportFormat,
  fieldAllowed,
  type PublicShareExport,
  SHARE_FIELD_GROUPS,
} from '@app/shared';
import type { AppContext } from '../../context';
import { presentExport } from '../exports/exports.presenter';
import { latestAlertRunExport } from '../exports/exports.repository';
import { createExport, type ExportDownload, exportDownload } from '../exports/exports.service';
import { openLink, stillShared } from './public-share.service';
import type { ShareLinkRow } from './shares.repository';

/** Export fields a document is recognised by, written whatever groups the link shows (SPEC §3 identity fields). */
const IDENTITY_EXPORT_FIELDS = new Set([
  'publication_number',
  'title',
  'document_url',
  'country',
  'kind_code',
  'publication_date',
]);

/** Fields of the organisation's own, not of the document: a link never shows them (nor folder fields). */
const PRIVATE_EXPORT_FIELDS = new Set(['custom_field_values', 'keywords_in_context']);

/** The export fields of the link's groups (all of a link's groups when it shows every field) the format takes. */
export function publicExportFields(link: ShareLinkRow, format: ExportFormat): string[] {
  const groups = new Set<string>(link.fields ?? SHARE_FIELD_GROUPS);
  return EXPORT_FIELDS.filter(
    (f) =>
      f.group !== 'folder' &&
      !PRIVATE_EXPORT_FIELDS.has(f.id) &&
      (IDENTITY_EXPORT_FIELDS.has(f.id) || groups.has(f.group)) &&
      fieldAllowed(f, format, 'alert_run'),
  ).map((f) => f.id);
}

function withoutId(row: Parameters<typeof presentExport>[0]): PublicShareExport {
  const { id: _id, ...rest } = presentExport(row);
  return rest;
}

/** The link behind the key, which must share an alert run (422 for any other kind, as browse answers). */
async function runLink(ctx: AppContext, key: string) {
  const open = await openLink(ctx, key);
  if (open.link.kind !== 'alert_run')
    throw new AppError('SHARE_INVALID_TYPE', { message: 'Only a shared alert run can be exported.' });
  return open;
}

/**
 * `GET /api/public/share/{key}/exports/{format}/queue`: the link's export of its run in `format`, queued once. Any
 * export of the link not failed answers again (the run's results are frozen, so a finished file stays right), so a
 * visitor asking over and over never writes the file twice.
 */
export async function queuePublicRunExport(
  ctx: AppContext,
  key: string,
  format: ExportFormat,
): Promise<PublicShareExport> {
  const { link, sharer } = await runLink(ctx, key);
  return stillShared(async () => {
    const latest = await latestAlertRunExport(ctx.db, sharer.id, link.target, format, link.id);
    if (latest && latest.status !== 'failed') return withoutId(latest);
    const { filtersToApply, filtersToExclude } = link.filters;
    const exported = await createExport(
      ctx,
      sharer,
      {
        source: { type: 'alert_run', key: link.target, filters: filtersToApply, filtersToExclude },
        format,
        fields: publicExportFields(link, format),
        grouping: 'publications',
        sort: 'relevance',
      },
      { linkId: link.id, sharedBy: link.displayName },
    );
    const { id: _id, ...rest } = exported;
    return rest;
  });
}

/** `GET /api/public/share/{key}/exports/{format}/download`: the link's finished file; 409 until then, 404 if none. */
export async function publicRunExportDownload(
  ctx: AppContext,
  key: string,
  format: ExportFormat,
): Promise<ExportDownload> {
  const { link, sharer } = await runLink(ctx, key);
  return stillShared(async () => {
    const latest = await latestAlertRunExport(ctx.db, sharer.id, link.target, format, link.id);
    if (!latest)
      throw new AppError('NOT_FOUND', { message: `This link has no ${format} export yet: queue one first.` });
    return exportDownload(ctx, sharer, latest.id);
  });
}
