/**
 * The page numbers a pager shows: the current page and `siblings` pages either side of it (SPEC §2: "2 pages
 * before and 2 after the current page"), clipped to 1..total. Near either end the window is simply shorter; it is
 * not widened to a fixed count, so page 1 shows pages 1 to 3, not 1 to 7.
 */
export function pageWindow(current: number, total: number, siblings: number): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const first = Math.max(1, page - siblings);
  const last = Math.min(total, page + siblings);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
