const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Bytes for people: "812 bytes", "14.2 KB", "3.1 MB" (powers of 1024, one decimal below 100). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 100 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  return `${shown} ${UNITS[unit]}`;
}
