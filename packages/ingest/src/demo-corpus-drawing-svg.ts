// Renders a demo corpus drawing as SVG from its file name: black line art on white with reference numerals and a
// "FIG. n" caption, as patent drawings look. The same name always gives the same image (the layout is drawn from
// a generator seeded by the name's invention key and figure number).

import { type DemoDrawingName, parseDemoDrawingFile } from './demo-corpus-drawings';
import { Random } from './demo-corpus-random';

const W = 600;
const H = 840;
const FONT = 'font-family="Arial, Helvetica, sans-serif"';

type Point = readonly [x: number, y: number];

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pts = (points: readonly Point[]) => points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

function label(x: number, y: number, text: string, anchor: 'start' | 'middle' | 'end' = 'middle', size = 20): string {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${size}" text-anchor="${anchor}" dominant-baseline="middle">${text}</text>`;
}

/** A reference numeral with its leader line from `from` to the numeral at `to`. */
function leader(from: Point, to: Point, numeral: number): string {
  const anchor = to[0] >= from[0] ? 'start' : 'end';
  const gap = anchor === 'start' ? 6 : -6;
  const bend: Point = [(from[0] + to[0]) / 2, from[1] + (to[1] - from[1]) * 0.2];
  return (
    `<path d="M${f(from[0])},${f(from[1])} Q${f(bend[0])},${f(bend[1])} ${f(to[0])},${f(to[1])}" fill="none" stroke-width="1.2"/>` +
    label(to[0] + gap, to[1], String(numeral), anchor)
  );
}

/** Positions `ys` apart by at least `gap`, in order, within [min, max]. */
function spread(ys: readonly number[], gap: number, min: number, max: number): number[] {
  const out = ys.map((y) => Math.min(max, Math.max(min, y)));
  for (let i = 1; i < out.length; i++) out[i] = Math.max(out[i]!, out[i - 1]! + gap);
  for (let i = out.length - 2; i >= 0; i--) out[i] = Math.min(out[i]!, out[i + 1]! - gap);
  return out;
}

const numeralsOf = (n: number) => Array.from({ length: n }, (_, i) => 10 + 2 * i);

/** A stack of layers, the first part at the bottom; hatched layers, one patterned layer, leaders to the right. */
function section(r: Random, n: number): string {
  const out: string[] = [];
  const [x0, x1, top, bottom] = [80, 420, 170, 610];
  const weights = Array.from({ length: n }, (_, i) => (i === 0 ? r.int(4, 7) : r.int(1, 4)));
  const total = weights.reduce((a, b) => a + b, 0);
  const patterned = n >= 3 ? r.int(1, n - 1) : -1;
  const anchors: Point[] = [];
  let y = bottom;
  weights.forEach((w, i) => {
    const h = ((bottom - top) * w) / total;
    y -= h;
    const fill = i % 3 === 0 ? 'url(#h1)' : i % 3 === 1 ? 'white' : 'url(#h2)';
    if (i === patterned) {
      const blocks = r.int(3, 5);
      const width = (x1 - x0) / (blocks * 2 - 1);
      for (let b = 0; b < blocks; b++)
        out.push(
          `<rect x="${f(x0 + b * 2 * width)}" y="${f(y)}" width="${f(width)}" height="${f(h)}" fill="${fill}"/>`,
        );
      anchors.push([x0 + (blocks * 2 - 2) * width + width / 2, y + h / 2]);
    } else {
      out.push(`<rect x="${x0}" y="${f(y)}" width="${x1 - x0}" height="${f(h)}" fill="${fill}"/>`);
      anchors.push([x1 - 20 - r.int(0, 50), y + h / 2]);
    }
  });
  const ys = spread(anchors.map(([, ay]) => ay).reverse(), 30, top - 20, bottom + 20).reverse();
  numeralsOf(n).forEach((numeral, i) => {
    out.push(leader(anchors[i]!, [490, ys[i]!], numeral));
  });
  return out.join('');
}

/** Isometric projection: x to the lower right, y to the lower left, z up. */
function iso(origin: Point, [x, y, z]: readonly [number, number, number]): Point {
  return [origin[0] + (x - y) * 0.866, origin[1] + (x + y) * 0.5 - z];
}

function cuboid(origin: Point, at: readonly [number, number, number], size: readonly [number, number, number]): string {
  const [x, y, z] = at;
  const [dx, dy, dz] = size;
  const p = (a: number, b: number, c: number) => iso(origin, [x + a, y + b, z + c]);
  const topFace = [p(0, 0, dz), p(dx, 0, dz), p(dx, dy, dz), p(0, dy, dz)];
  const right = [p(dx, 0, 0), p(dx, dy, 0), p(dx, dy, dz), p(dx, 0, dz)];
  const left = [p(0, dy, 0), p(dx, dy, 0), p(dx, dy, dz), p(0, dy, dz)];
  return [right, left, topFace].map((face) => `<polygon points="${pts(face)}" fill="white"/>`).join('');
}

function cylinder(origin: Point, at: readonly [number, number, number], radius: number, height: number): string {
  const [cx, cy] = iso(origin, at);
  const rx = radius * 1.22;
  const ry = radius * 0.7;
  const top = cy - height;
  return (
    `<path d="M${f(cx - rx)},${f(cy)} A${f(rx)},${f(ry)} 0 0 0 ${f(cx + rx)},${f(cy)} L${f(cx + rx)},${f(top)} L${f(cx - rx)},${f(top)} Z" fill="white"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(rx)}" ry="${f(ry)}" fill="white"/>`
  );
}

/** A base plate in isometric view with boxes and cylinders standing on it. */
function perspective(r: Random, n: number): string {
  const origin: Point = [300, 390];
  const [bx, by, bz] = [260, 200, 36];
  const out = [cuboid(origin, [0, 0, 0], [bx, by, bz])];
  const cells: [number, number][] = [];
  for (let i = 0; i < 3; i++) for (let j = 0; j < 2; j++) cells.push([i, j]);
  const chosen = r.sample(cells, Math.min(n - 1, cells.length)).sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
  const anchors: Point[] = [iso(origin, [bx, by / 2, bz / 2])];
  for (const [i, j] of chosen) {
    const cx = 20 + i * 80 + 35;
    const cy = 20 + j * 90 + 40;
    const height = r.int(30, 110);
    if (r.chance(0.5)) {
      const [sx, sy] = [r.int(36, 64), r.int(36, 70)];
      out.push(cuboid(origin, [cx - sx / 2, cy - sy / 2, bz], [sx, sy, height]));
      anchors.push(iso(origin, [cx, cy, bz + height]));
    } else {
      const radius = r.int(16, 30);
      out.push(cylinder(origin, [cx, cy, bz], radius, height));
      anchors.push(iso(origin, [cx, cy, bz + height]));
    }
  }
  const numerals = numeralsOf(anchors.length);
  const left = anchors.map((a, i) => ({ a, i })).filter(({ a }) => a[0] < 300);
  const right = anchors.map((a, i) => ({ a, i })).filter(({ a }) => a[0] >= 300);
  for (const [side, x] of [
    [left, 60],
    [right, 540],
  ] as const) {
    const sorted = [...side].sort((p, q) => p.a[1] - q.a[1]);
    const ys = spread(
      sorted.map(({ a }) => a[1] - 40),
      34,
      120,
      720,
    );
    sorted.forEach(({ a, i }, k) => {
      out.push(leader(a, [x, ys[k]!], numerals[i]!));
    });
  }
  return out.join('');
}

/** Boxes numbered with the parts' numerals, joined by arrows in order, inside a dashed frame. */
function block(r: Random, n: number): string {
  const out: string[] = [];
  const [bw, bh] = [r.int(150, 190), r.int(54, 70)];
  const rows = Math.ceil(n / 2);
  const step = Math.min(120, 560 / rows);
  const centres: Point[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / 2);
    const col = row % 2 === 0 ? i % 2 : 1 - (i % 2);
    centres.push([n === 1 ? 300 : col === 0 ? 180 : 420, 170 + row * step]);
  }
  const lastRow = 170 + (rows - 1) * step;
  out.push(
    `<rect x="60" y="${f(170 - bh / 2 - 30)}" width="480" height="${f(lastRow - 170 + bh + 60)}" fill="none" stroke-dasharray="10 6" stroke-width="1.2"/>`,
  );
  centres.forEach(([x, y], i) => {
    out.push(`<rect x="${f(x - bw / 2)}" y="${f(y - bh / 2)}" width="${bw}" height="${bh}" fill="white"/>`);
    out.push(label(x, y, String(10 + 2 * i)));
  });
  const arrow = (a: Point, b: Point) => {
    const horizontal = Math.abs(a[1] - b[1]) < 1;
    const [from, to]: [Point, Point] = horizontal
      ? [
          [a[0] + (b[0] > a[0] ? bw / 2 : -bw / 2), a[1]],
          [b[0] + (b[0] > a[0] ? -bw / 2 : bw / 2), b[1]],
        ]
      : [
          [a[0], a[1] + bh / 2],
          [b[0], b[1] - bh / 2],
        ];
    return `<line x1="${f(from[0])}" y1="${f(from[1])}" x2="${f(to[0])}" y2="${f(to[1])}" marker-end="url(#arrow)"/>`;
  };
  for (let i = 0; i + 1 < n; i++) {
    const [a, b] = [centres[i]!, centres[i + 1]!];
    if (Math.abs(a[0] - b[0]) < 1 || Math.abs(a[1] - b[1]) < 1) out.push(arrow(a, b));
  }
  // A few feedback lines between boxes one above the other.
  for (let i = 0; i + 3 < n; i++) {
    const [a, b] = [centres[i]!, centres[i + 3]!];
    if (Math.abs(a[0] - b[0]) < 1 && r.chance(0.5)) {
      const x = a[0] + (a[0] < 300 ? -bw / 2 - 10 : bw / 2 + 10);
      out.push(
        `<polyline points="${pts([
          [x - (a[0] < 300 ? -10 : 10), b[1]],
          [x, b[1]],
          [x, a[1]],
          [x - (a[0] < 300 ? -10 : 10), a[1]],
        ])}" fill="none" marker-end="url(#arrow)"/>`,
      );
    }
  }
  return out.join('');
}

/** START, one step per numeral (S10, S12, …), a decision looping back, END. */
function flow(r: Random, n: number): string {
  const out: string[] = [];
  const steps = Math.max(2, n);
  const decisionAfter = steps >= 3 ? r.int(1, steps - 1) : -1;
  const items = steps + 2 + (decisionAfter >= 0 ? 1 : 0);
  const gap = Math.min(100, 580 / (items - 1));
  const [x, w, h] = [300, 220, Math.min(52, gap - 26)];
  let y = 110;
  const centre: number[] = [];
  const line = (y1: number, y2: number) =>
    `<line x1="${x}" y1="${f(y1)}" x2="${x}" y2="${f(y2)}" marker-end="url(#arrow)"/>`;
  out.push(`<rect x="${x - w / 2}" y="${f(y - h / 2)}" width="${w}" height="${f(h)}" rx="${f(h / 2)}" fill="white"/>`);
  out.push(label(x, y, 'START'));
  for (let s = 0; s < steps; s++) {
    out.push(line(y + h / 2, y + gap - h / 2));
    y += gap;
    centre.push(y);
    out.push(`<rect x="${x - w / 2}" y="${f(y - h / 2)}" width="${w}" height="${f(h)}" fill="white"/>`);
    out.push(label(x, y, `S${10 + 2 * s}`));
    if (s === decisionAfter - 1) {
      out.push(line(y + h / 2, y + gap - h / 2));
      y += gap;
      const d = h / 2 + 6;
      out.push(
        `<polygon points="${pts([
          [x, y - d],
          [x + w / 2, y],
          [x, y + d],
          [x - w / 2, y],
        ])}" fill="white"/>`,
      );
      out.push(label(x, y, `S${10 + 2 * steps + 2 * s}?`));
      out.push(label(x + w / 2 + 12, y - 14, 'NO', 'start', 16));
      out.push(label(x + 10, y + d + 12, 'YES', 'start', 16));
      const back = centre[r.int(0, centre.length - 1)]!;
      out.push(
        `<polyline points="${pts([
          [x + w / 2, y],
          [x + w / 2 + 50, y],
          [x + w / 2 + 50, back],
          [x + w / 2 + 4, back],
        ])}" fill="none" marker-end="url(#arrow)"/>`,
      );
    }
  }
  out.push(line(y + h / 2, y + gap - h / 2));
  y += gap;
  out.push(`<rect x="${x - w / 2}" y="${f(y - h / 2)}" width="${w}" height="${f(h)}" rx="${f(h / 2)}" fill="white"/>`);
  out.push(label(x, y, 'END'));
  return out.join('');
}

/** Two or three measured curves with markers over ticked axes, and a legend. */
function graph(r: Random, n: number): string {
  const out: string[] = [];
  const [ox, oy, xw, yh] = [110, 620, 420, 440];
  out.push(`<line x1="${ox}" y1="${oy}" x2="${ox + xw + 20}" y2="${oy}" marker-end="url(#arrow)"/>`);
  out.push(`<line x1="${ox}" y1="${oy}" x2="${ox}" y2="${oy - yh - 20}" marker-end="url(#arrow)"/>`);
  const xStep = r.pick([1, 2, 5, 10, 20, 50, 100]);
  const yStep = r.pick([0.2, 0.5, 1, 2, 5, 10, 20]);
  for (let t = 0; t <= 5; t++) {
    const tx = ox + (xw * t) / 5;
    const ty = oy - (yh * t) / 5;
    out.push(`<line x1="${f(tx)}" y1="${oy}" x2="${f(tx)}" y2="${oy + 8}" stroke-width="1.2"/>`);
    out.push(label(tx, oy + 26, String(Math.round(xStep * t * 10) / 10), 'middle', 16));
    out.push(`<line x1="${ox - 8}" y1="${f(ty)}" x2="${ox}" y2="${f(ty)}" stroke-width="1.2"/>`);
    out.push(label(ox - 14, ty, String(Math.round(yStep * t * 10) / 10), 'end', 16));
  }
  const curves = Math.min(3, Math.max(2, n - 1));
  const names = ['EX. 1', 'EX. 2', 'COMP. EX. 1'].slice(0, curves - 1).concat('COMP. EX. 1');
  const marker = (kind: number, [x, y]: Point) =>
    kind === 0
      ? `<circle cx="${f(x)}" cy="${f(y)}" r="5" fill="white"/>`
      : kind === 1
        ? `<rect x="${f(x - 5)}" y="${f(y - 5)}" width="10" height="10" fill="black"/>`
        : `<polygon points="${pts([
            [x, y - 6],
            [x + 6, y + 5],
            [x - 6, y + 5],
          ])}" fill="white"/>`;
  const shape = r.int(0, 2);
  for (let c = 0; c < curves; c++) {
    const level = 0.9 - c * 0.25 - r.next() * 0.1;
    const rate = 1 + r.next() * 3;
    const points: Point[] = [];
    const count = r.int(7, 11);
    for (let k = 0; k < count; k++) {
      const t = k / (count - 1);
      const v =
        shape === 0
          ? level * (1 - Math.exp(-rate * t))
          : shape === 1
            ? level * Math.exp(-rate * t * 0.6) + 0.05
            : level * Math.exp(-((t - 0.5) ** 2) * rate * 8);
      const noisy = Math.min(1, Math.max(0, v + (r.next() - 0.5) * 0.03));
      points.push([ox + 10 + (xw - 20) * t, oy - yh * noisy]);
    }
    out.push(
      `<polyline points="${pts(points)}" fill="none" stroke-width="1.6"${c === curves - 1 ? ' stroke-dasharray="8 5"' : ''}/>`,
    );
    for (const p of points) out.push(marker(c, p));
    const ly = 150 + c * 32;
    out.push(`<line x1="370" y1="${ly}" x2="410" y2="${ly}" stroke-width="1.6"/>`);
    out.push(marker(c, [390, ly]));
    out.push(label(420, ly, names[c]!, 'start', 16));
  }
  return out.join('');
}

const DRAW: Readonly<Record<DemoDrawingName['kind'], (r: Random, n: number) => string>> = {
  section,
  perspective,
  block,
  flow,
  graph,
};

/**
 * The SVG image of a demo drawing, from its file name (see `demoDrawingFile`); null for a name that is not one.
 * Landscape turns the sheet a quarter turn, as the drawings viewer's orientation switch asks.
 */
export function renderDemoDrawing(file: string, orientation: 'portrait' | 'landscape' = 'portrait'): string | null {
  const name = parseDemoDrawingFile(file);
  if (name === null) return null;
  const r = new Random(Number.parseInt(name.key, 16), name.figure);
  const body =
    DRAW[name.kind](r, name.numerals) +
    label(W / 2, H - 50, `FIG. ${name.figure}`, 'middle', 30).replace(
      '<text',
      '<text font-style="italic" font-weight="bold"',
    );
  const defs =
    '<defs>' +
    '<pattern id="h1" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="10" stroke-width="1"/></pattern>' +
    '<pattern id="h2" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><line x1="0" y1="0" x2="0" y2="7" stroke-width="1"/></pattern>' +
    '<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="black"/></marker>' +
    '</defs>';
  const landscape = orientation === 'landscape';
  const [width, height] = landscape ? [H, W] : [W, H];
  const sheet = landscape ? `<g transform="translate(${H} 0) rotate(90)">${body}</g>` : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="white"/>` +
    `<g stroke="black" stroke-width="2" fill="none" ${FONT}>${defs}${sheet.replace(/<text /g, '<text stroke="none" fill="black" ')}</g>` +
    '</svg>'
  );
}
