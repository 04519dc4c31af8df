import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@/web/features/imports/lib/format-file-size';

describe('file size', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1.0 KB'],
    [12_700, '12.4 KB'],
    [150 * 1024, '150 KB'],
    [1024 * 1024, '1.0 MB'],
    [200 * 1024 * 1024, '200 MB'],
    [3 * 1024 ** 3, '3.0 GB'],
  ])('%i bytes read "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
