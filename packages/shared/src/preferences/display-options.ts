/** Table columns of SPEC §3 with their default widths in px. */
export const TABLE_COLUMNS = {
  title: 500,
  applicationnumber: 190,
  publicationdate: 160,
  applicationdate: 165,
  expectedexpirydate: 200,
  earliestprioritydate: 190,
  abstract: 500,
  firstclaim: 500,
  assignees: 280,
  deadoralive: 140,
  pending: 140,
  families: 230,
  customfields: 500,
  pinnedfolders: 350,
  appraisal: 300,
  images: 250,
  seps: 205,
  fda: 205,
  score: 175,
  type: 200,
  documentdescription: 200,
  claimscount: 180,
  independentclaimscount: 215,
  citations: 205,
} as const;
export type TableColumnName = keyof typeof TABLE_COLUMNS;
export const TABLE_COLUMN_NAMES = Object.keys(TABLE_COLUMNS) as TableColumnName[];
export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 1200;

/** List display options of SPEC §3. Image options are single-choice (SPEC §5). */
export const LIST_DISPLAY_OPTIONS = [
  'applicationnumber',
  'dates',
  'prioritycountry',
  'expiry',
  'patentstatus',
  'assignees',
  'ultimateowner',
  'inventors',
  'agents',
  'examiners',
  'abstract',
  'keywordsincontext',
  'claims',
  'counts',
  'ipc',
  'cpc',
  'usclass',
  'locarno',
  'jpfi',
  'jpft',
  'mainclassifications',
  'images_thumbnail',
  'images_carousel',
  'images_mosaic',
  'family_applications',
  'family_simple',
  'family_extended',
  'family_dynamic',
  'fda',
  'seps',
  'action_familytree',
  'action_viewfamily',
  'action_smartsummary',
  'action_claimssummary',
  'action_documentchat',
] as const;
export type ListDisplayOption = (typeof LIST_DISPLAY_OPTIONS)[number];
export const IMAGE_DISPLAY_OPTIONS: readonly ListDisplayOption[] = [
  'images_thumbnail',
  'images_carousel',
  'images_mosaic',
];

export const DEFAULT_LIST_LAYOUT: ListDisplayOption[] = [
  'applicationnumber',
  'dates',
  'assignees',
  'abstract',
  'keywordsincontext',
  'images_thumbnail',
];
export const DEFAULT_TABLE_LAYOUT: { name: TableColumnName; width: number }[] = (
  ['title', 'publicationdate', 'assignees', 'deadoralive', 'families', 'score'] as const
).map((name) => ({ name, width: TABLE_COLUMNS[name] }));
export const DEFAULT_THUMBNAIL_LAYOUT: ListDisplayOption[] = ['images_thumbnail'];

/** Fields a result list can be sorted by (engine numeric fields plus score; the engine sorts numbers only). */
export const SORTABLE_FIELDS = [
  'score',
  'publicationdate',
  'applicationdate',
  'earliestprioritydate',
  'expectedexpirydate',
  'forwardcitationscount',
  'backwardcitationscount',
  'familysize',
  'claimscount',
] as const;
