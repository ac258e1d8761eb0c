import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '2 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
    [1.5 * 1024 ** 3, '1.50 GB'],
    [2 * 1024 ** 4, '2.00 TB'],
    [3 * 1024 ** 5, '3072.00 TB'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
