import type { PatentDocument } from '@app/shared';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCorpus } from './demo-corpus';
import { renderDemoDrawing } from './demo-corpus-drawing-svg';
import { FIGURE_KINDS, FIGURE_VIEWS, parseDemoDrawingFile } from './demo-corpus-drawings';

/** The elements of a well-formed XML text (throws on anything else). */
function elements(xml: string): string[] {
  const names: string[] = [];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => names.push(tag.name));
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return names;
}

let docs: PatentDocument[];
beforeAll(() => {
  docs = [...generateDemoCorpus({ seed: 7, count: 2000 })];
});

describe('demo corpus drawings', () => {
  it('gives every document one to five drawings under its publication number as store key', () => {
    for (const doc of docs) {
      const drawings = doc.drawings!;
      expect(drawings.length, doc.id).toBeGreaterThanOrEqual(1);
      expect(drawings.length, doc.id).toBeLessThanOrEqual(5);
      expect(doc.drawingscount).toBe(drawings.length);
      expect(doc.srcpat).toBe(doc.publicationnumber);
      drawings.forEach((drawing, i) => {
        expect(drawing.id).toBe(String(i + 1));
        expect(parseDemoDrawingFile(drawing.file!)).toMatchObject({ figure: i + 1 });
      });
    }
    const kinds = new Set(docs.flatMap((d) => d.drawings!.map((x) => parseDemoDrawingFile(x.file!)!.kind)));
    expect([...kinds].sort()).toEqual([...FIGURE_KINDS].sort());
  });

  it('shares the drawings across an invention’s publications, and the description names each figure', () => {
    const byFamily = new Map<string, string>();
    for (const doc of docs) {
      const files = doc.drawings!.map((d) => d.file).join(' ');
      const family = doc.familydata!['extended-family-data']!.id!;
      expect(byFamily.get(family) ?? files, doc.id).toBe(files);
      byFamily.set(family, files);
      const description = doc.descriptions?.en;
      if (description === undefined) continue;
      doc.drawings!.forEach((drawing, i) => {
        const { kind } = parseDemoDrawingFile(drawing.file!)!;
        expect(description.some((p) => p.startsWith(`FIG. ${i + 1} is ${FIGURE_VIEWS[kind]} of the `))).toBe(true);
      });
    }
    expect(new Set(byFamily.values()).size).toBe(byFamily.size);
  });

  it('renders every kind as well-formed SVG with its caption and numerals, the same each time', () => {
    for (const kind of FIGURE_KINDS) {
      for (const numerals of [1, 3, 6, 9]) {
        const file = `0a1b2c3d-2-${kind}-${numerals}.svg`;
        const svg = renderDemoDrawing(file)!;
        expect(elements(svg)[0]).toBe('svg');
        expect(svg).toContain('>FIG. 2</text>');
        expect(svg).toContain('width="600" height="840"');
        expect(renderDemoDrawing(file)).toBe(svg);
        // Another invention's figure of the same kind looks different (a single box or step has nothing to vary).
        if (numerals >= 3) expect(renderDemoDrawing(`0a1b2c3e-2-${kind}-${numerals}.svg`)).not.toBe(svg);
        const landscape = renderDemoDrawing(file, 'landscape')!;
        expect(elements(landscape)).toContain('g');
        expect(landscape).toContain('width="840" height="600"');
        if (kind === 'section' || kind === 'block')
          for (let i = 0; i < numerals; i++) expect(svg, `${file} ${10 + 2 * i}`).toContain(`>${10 + 2 * i}</text>`);
        if (kind === 'flow') expect(svg).toContain('>S10</text>');
      }
    }
  });

  it('renders nothing for names it did not make', () => {
    for (const name of [
      'D00001.TIF',
      '../0a1b2c3d-1-block-3.svg',
      '0a1b2c3d-1-block-3.svg.png',
      '0A1B2C3D-1-block-3.svg',
    ])
      expect(renderDemoDrawing(name), name).toBeNull();
  });
});
