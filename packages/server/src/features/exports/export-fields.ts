import { EXPORT_FIELDS, type ExportFieldDef, type ExportRequestParsed, fieldAllowed } from '@app/shared';

/**
 * The fields an export holds: those chosen, in catalogue order, less what SPEC §5 keeps out of the format or the
 * source (full-size images outside json and xml, keywords in context in json and xml, folder fields outside folders).
 */
export function exportFields(request: Pick<ExportRequestParsed, 'fields' | 'format' | 'source'>): ExportFieldDef[] {
  const chosen = new Set(request.fields);
  return EXPORT_FIELDS.filter((f) => chosen.has(f.id) && fieldAllowed(f, request.format, request.source.type));
}
