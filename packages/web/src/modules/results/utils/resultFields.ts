import type { GroupingMethod, SearchDoc } from '@app/shared';

/** Classification schemes shown with results: the flat search field and the scheme inside `classifications`. */
export const CLASSIFICATION_SCHEMES = {
  ipc: { field: 'ipcrvalues', scheme: 'ipc' },
  cpc: { field: 'cpcvalues', scheme: 'cpc' },
  usclass: { field: 'usclassifications', scheme: 'us' },
  locarno: { field: 'loclassifications', scheme: 'locarno' },
  jpfi: { field: 'jpfivalues', scheme: 'jpfi' },
  jpft: { field: 'jpftvalues', scheme: 'jpft' },
} as const;
export type ClassificationScheme = keyof typeof CLASSIFICATION_SCHEMES;

/** A claim as shown: its number and whether it stands alone. */
export type ShownClaim = { num: number; text: string; independent: boolean };

function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

function entries(doc: SearchDoc, scheme: string): { code: string; main?: boolean }[] {
  const classifications = doc.classifications as Record<string, unknown> | undefined;
  const list = classifications?.[scheme];
  return Array.isArray(list)
    ? list.filter((e): e is { code: string; main?: boolean } => typeof (e as { code?: unknown })?.code === 'string')
    : [];
}

function familyPublications(doc: SearchDoc, kind: 'simple' | 'extended'): { ucid: string; an: string }[] {
  const data = doc.familydata as Record<string, { publications?: unknown } | undefined> | undefined;
  const publications = data?.[`${kind}-family-data`]?.publications;
  return Array.isArray(publications)
    ? publications.filter((p): p is { ucid: string; an: string } => typeof (p as { ucid?: unknown })?.ucid === 'string')
    : [];
}

/**
 * Reading result documents defensively: the stored document is whatever the source gave (SPEC §3), so every
 * field may be missing or shaped differently, and nothing here throws.
 */
export const resultFields = {
  /** The publication number as printed (`EP1325900A1`), else the ucid. */
  number(doc: SearchDoc): string {
    return typeof doc.publicationnumber === 'string' ? doc.publicationnumber : doc.ucid;
  },

  names(doc: SearchDoc, field: string): string[] {
    return strings(doc[field]);
  },

  /** Assignees: the probable (cleaned) names, else as the source wrote them. */
  assignees(doc: SearchDoc): string[] {
    const probable = strings(doc.assignees_name_probable);
    return probable.length > 0 ? probable : strings(doc.assignees_name_original);
  },

  codes(doc: SearchDoc, scheme: ClassificationScheme): string[] {
    const { field, scheme: inner } = CLASSIFICATION_SCHEMES[scheme];
    const flat = strings(doc[field]);
    return flat.length > 0 ? flat : entries(doc, inner).map((e) => e.code);
  },

  /** The main (first, primary) code of each scheme the document has. */
  mainCodes(doc: SearchDoc): string[] {
    return Object.values(CLASSIFICATION_SCHEMES).flatMap(({ scheme }) =>
      entries(doc, scheme)
        .filter((e) => e.main)
        .map((e) => e.code),
    );
  },

  /** Claims of one language (or the only list), numbered as printed. */
  claims(doc: SearchDoc, language: string | null): ShownClaim[] {
    const raw = doc.claims;
    const list =
      Array.isArray(raw) || typeof raw === 'string'
        ? raw
        : raw && typeof raw === 'object' && language
          ? (raw as Record<string, unknown>)[language]
          : undefined;
    const items = typeof list === 'string' ? [list] : Array.isArray(list) ? list : [];
    return items.flatMap((item, i) => {
      if (typeof item === 'string') return [{ num: i + 1, text: item, independent: i === 0 }];
      const claim = item as { num?: unknown; text?: unknown; dependsOn?: unknown };
      if (typeof claim?.text !== 'string') return [];
      const dependsOn = Array.isArray(claim.dependsOn) ? claim.dependsOn : [];
      return [
        {
          num: typeof claim.num === 'number' ? claim.num : i + 1,
          text: claim.text,
          independent: dependsOn.length === 0,
        },
      ];
    });
  },

  /** ucids of the simple or extended family, this document included. */
  family(doc: SearchDoc, kind: 'simple' | 'extended'): string[] {
    return familyPublications(doc, kind).map((p) => p.ucid);
  },

  /**
   * The family members that match the results' grouping (the "dynamic" family of SPEC §3): the publications of
   * the same application when grouped by application, the extended family when grouped so, else the simple family.
   */
  dynamicFamily(doc: SearchDoc, grouping: GroupingMethod): string[] {
    if (grouping === 'extendedfamily') return familyPublications(doc, 'extended').map((p) => p.ucid);
    const simple = familyPublications(doc, 'simple');
    if (grouping !== 'applicationnumber') return simple.map((p) => p.ucid);
    const own = simple.find((p) => p.ucid === doc.ucid)?.an;
    return own === undefined ? [doc.ucid] : simple.filter((p) => p.an === own).map((p) => p.ucid);
  },

  /** The simple family as applications, each with its publications, in the order the family lists them. */
  familyTree(doc: SearchDoc): { an: string | null; ucids: string[] }[] {
    const tree = new Map<string | null, string[]>();
    for (const p of familyPublications(doc, 'simple')) {
      const an = typeof p.an === 'string' && p.an !== '' ? p.an : null;
      tree.set(an, [...(tree.get(an) ?? []), p.ucid]);
    }
    return [...tree].map(([an, ucids]) => ({ an, ucids }));
  },

  /** Distinct applications of the simple family. */
  familyApplications(doc: SearchDoc): string[] {
    return [...new Set(familyPublications(doc, 'simple').map((p) => p.an))];
  },

  /** Documents citing this one (forward citations). */
  citedByCount(doc: SearchDoc): number {
    return Array.isArray(doc.citedby) ? doc.citedby.length : 0;
  },

  /** Documents this one cites (backward patent citations). */
  citesCount(doc: SearchDoc): number {
    const patents = (doc.citations as { patents?: unknown } | undefined)?.patents;
    return Array.isArray(patents) ? patents.length : 0;
  },

  flag(doc: SearchDoc, field: string): boolean | null {
    const value = doc[field];
    return typeof value === 'boolean' ? value : null;
  },

  /** Standards bodies of SEP declarations. */
  sepOrganizations(doc: SearchDoc): string[] {
    const seps = Array.isArray(doc.seps) ? doc.seps : [];
    return [...new Set(seps.map((s) => (s as { standard_organization?: unknown })?.standard_organization))].filter(
      (v): v is string => typeof v === 'string',
    );
  },
};
