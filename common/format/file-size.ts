const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file size as spec §9 shows it: bytes, KB, MB, GB or TB in steps of 1024; whole numbers for
 * bytes and KB, two decimals from MB up ('512 bytes', '3 KB', '5.00 MB').
 */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${Math.round(value)} bytes`;
  return unit === 1 ? `${Math.round(value)} KB` : `${value.toFixed(2)} ${UNITS[unit]}`;
}
