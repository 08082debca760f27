/** 1-based line and column of a UTF-16 offset, as the problems list names positions. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lineStart = before.lastIndexOf('\n') + 1;
  let line = 1;
  for (const char of before) if (char === '\n') line++;
  return { line, column: before.length - lineStart + 1 };
}
