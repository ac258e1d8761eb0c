import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '../../../i18n/i18n';
import { FileBlock } from './file-block';

const file = (sizeBytes: number) => ({
  url: '/media/course-files/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  name: 'rubric.pdf',
  sizeBytes,
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

// The size beside a file's download link was English in every language ('512 bytes', '5.00 MB').
describe('FileBlock size in the reader’s language', () => {
  it.each([
    ['en', 512, '512 bytes'],
    ['en', 5 * 1024 * 1024, '5.00 MB'],
    ['id', 512, '512 bita'],
    ['id', 5 * 1024 * 1024, '5,00 MB'],
    ['ms', 512, '512 bait'],
    ['ms', 1.5 * 1024 ** 3, '1.50 GB'],
  ] as const)('in %s shows %d bytes as %s', async (language, bytes, shown) => {
    await showLanguage(language);
    render(<FileBlock setupData={file(bytes)} />);
    expect(screen.getByText(shown)).toBeTruthy();
  });
});
