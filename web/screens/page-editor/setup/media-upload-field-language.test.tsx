import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, showLanguage } from '../../../i18n/i18n';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { MediaUploadField } from './media-upload-field';

resetClientAroundEachTest();

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

// The browser's own file button read "Choose File" / "No file chosen" in an Indonesian or Malay
// interface: the native button is hidden and the visible one is the interface's own words.
describe('MediaUploadField in the interface language', () => {
  it.each([
    ['id', 'Berkas audio', 'Pilih berkas', '50,00 MB'],
    ['ms', 'Fail audio', 'Pilih fail', '50.00 MB'],
  ] as const)('in %s shows its own button, named with the field', async (language, label, button, max) => {
    await showLanguage(language);
    render(<MediaUploadField coursePath="data-101" kind="audio" label={label} onUploaded={vi.fn()} />);
    const input = screen.getByLabelText(label);
    expect(input.className).toContain('sr-only');
    expect(screen.getByText(button).tagName).toBe('LABEL');
    // Named by the field and the visible button, so what people see is in the name.
    const names = (input.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(names).toEqual([label, button]);
    expect(screen.getByText(new RegExp(max))).toBeTruthy();
  });
});
