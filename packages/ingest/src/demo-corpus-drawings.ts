// Drawings of the synthetic demo corpus. An invention gets one to five figures of the kinds its field draws
// (cross-sections, perspective views, block diagrams, flow charts, graphs); the description says what each figure
// shows, and the figures carry the description's reference numerals (10, 12, 14, …). Each figure is a file name
// that says all a drawing needs (`{invention key}-{figure}-{kind}-{numerals}.svg`), so the image is rendered from
// the name on request (`renderDemoDrawing`) instead of being stored: every publication of the invention lists the
// same files, as family members share their drawings.

import type { Random } from './demo-corpus-random';

export const FIGURE_KINDS = ['section', 'perspective', 'block', 'flow', 'graph'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** How the description speaks of each kind of figure: `FIG. 1 is {view} of the …`. */
export const FIGURE_VIEWS: Readonly<Record<FigureKind, string>> = {
  section: 'a schematic cross-sectional view',
  perspective: 'a perspective view',
  block: 'a block diagram',
  flow: 'a flow chart of a manufacturing method',
  graph: 'a graph showing measurement results',
};

export type Figure = { readonly kind: FigureKind; readonly file: string };

/** What a demo drawing's file name says. */
export type DemoDrawingName = {
  /** The invention's key (eight hex digits): seeds the drawing's layout. */
  readonly key: string;
  /** Figure number, from 1. */
  readonly figure: number;
  readonly kind: FigureKind;
  /** Number of reference numerals (parts) the figure shows. */
  readonly numerals: number;
};

const NAME = /^([0-9a-f]{8})-([1-9])-(section|perspective|block|flow|graph)-([1-9])\.svg$/;

export function demoDrawingFile(name: DemoDrawingName): string {
  return `${name.key}-${name.figure}-${name.kind}-${name.numerals}.svg`;
}

/** The parts of a demo drawing's file name; null for any other name. */
export function parseDemoDrawingFile(file: string): DemoDrawingName | null {
  const match = NAME.exec(file);
  if (match === null) return null;
  return {
    key: match[1]!,
    figure: Number(match[2]),
    kind: match[3] as FigureKind,
    numerals: Number(match[4]),
  };
}

/**
 * The figures of one invention: one to five of the kinds `views` allows (the first kind more often), numbered from
 * 1, each showing the invention's `numerals` parts.
 */
export function planFigures(random: Random, views: readonly FigureKind[], numerals: number): Figure[] {
  const key = Math.floor(random.next() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0');
  const count = random.int(1, 5);
  const figures: Figure[] = [];
  for (let figure = 1; figure <= count; figure++) {
    const kind = figure === 1 || random.chance(0.3) ? views[0]! : random.pick(views);
    figures.push({ kind, file: demoDrawingFile({ key, figure, kind, numerals: Math.min(9, Math.max(1, numerals)) }) });
  }
  return figures;
}
