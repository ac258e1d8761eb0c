const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A file size in spec §9's unit and precision, for a formatter to write in its language. */
export interface FileSizeParts {
  value: number;
  unit: (typeof UNITS)[number];
  /** Whole numbers for bytes and KB, two decimals from MB up. */
  fractionDigits: 0 | 2;
}

/** Spec §9's file size: bytes, KB, MB, GB or TB in steps of 1024. */
export function fileSizeParts(bytes: number): FileSizeParts {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit < 2
    ? { value: Math.round(value), unit: UNITS[unit]!, fractionDigits: 0 }
    : { value, unit: UNITS[unit]!, fractionDigits: 2 };
}

/**
 * A file size as spec §9 shows it in English (the server's reasons): '512 bytes', '3 KB',
 * '5.00 MB'. The web writes it in the reader's language (web/lib/format-file-size.ts).
 */
export function formatFileSize(bytes: number): string {
  const { value, unit, fractionDigits } = fileSizeParts(bytes);
  return `${value.toFixed(fractionDigits)} ${unit}`;
}
