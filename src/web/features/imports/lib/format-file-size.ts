const UNITS = ['KB', 'MB', 'GB'] as const;

/** "812 bytes", "12.4 KB", "1.2 MB": binary units, as the server's size cap (IMPORT_MAX_MB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${UNITS[unit]}`;
}
