// What the shape of an IPC or CPC code tells about its place in the scheme, for the readers of scheme titles.

import { canonicalClassificationCode } from '@app/engine';

// Section, class, subclass, main group, subgroup; leading zeros of the main group already dropped.
const SHAPE = /^([A-HY])(?:(\d\d)(?:([A-Z])(?:(\d{1,4})\/(\d{1,6}))?)?)?$/;

/** The parts of a canonical IPC/CPC code, or null when it does not have the shape. */
function partsOf(code: string) {
  const match = SHAPE.exec(code);
  if (match === null) return null;
  const [, section, klass, subclass, mainGroup, subgroup] = match;
  return { section: section!, klass, subclass, mainGroup, subgroup };
}

/** The canonical spelling of a scheme file's code (`A01B 1/02` → `A01B1/02`), or null when it is no IPC/CPC code. */
export function schemeCode(raw: string): string | null {
  const code = canonicalClassificationCode(raw);
  return partsOf(code) === null ? null : code;
}

/** Whether a canonical code is a subgroup (anything after the slash but `00`). */
export function isSubgroup(code: string): boolean {
  const parts = partsOf(code);
  return parts?.subgroup !== undefined && !/^0+$/.test(parts.subgroup);
}

/**
 * The depth its shape gives a code: 1 section, 2 class, 3 subclass, 4 main group. A subgroup's depth depends on its
 * dots, which only the scheme knows, so its shape gives none.
 */
export function depthOfShape(code: string): number | undefined {
  const parts = partsOf(code);
  if (parts === null || isSubgroup(code)) return undefined;
  if (parts.mainGroup !== undefined) return 4;
  if (parts.subclass !== undefined) return 3;
  return parts.klass !== undefined ? 2 : 1;
}

/**
 * The parent its shape gives a code down to the main group (`A01L1/00` → `A01L`, `A01L` → `A01`, `A01` → `A`).
 * A subgroup's parent may be the main group or another subgroup, which only the scheme knows: none is given.
 */
export function parentOfShape(code: string): string | undefined {
  const parts = partsOf(code);
  if (parts === null || isSubgroup(code)) return undefined;
  if (parts.mainGroup !== undefined) return `${parts.section}${parts.klass}${parts.subclass}`;
  if (parts.subclass !== undefined) return `${parts.section}${parts.klass}`;
  return parts.klass !== undefined ? parts.section : undefined;
}

/** The main group a subgroup belongs to (`A01L1/02` → `A01L1/00`). */
export function mainGroupOf(code: string): string | undefined {
  const parts = partsOf(code);
  if (parts?.mainGroup === undefined) return undefined;
  return `${parts.section}${parts.klass}${parts.subclass}${parts.mainGroup}/00`;
}

/** Runs of white space (line breaks and tabs included) as one space, trimmed: a title is kept on one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
