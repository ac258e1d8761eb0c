import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <code>x</code></p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and other tags', () => {
    const html =
      '<p onclick="steal()" style="color:red">hi</p><script>alert(1)</script><img src=x onerror=alert(1)><h1>big</h1><iframe src="https://x"></iframe>';
    expect(sanitizeRichText(html)).toBe('<p>hi</p>big');
  });

  it('keeps safe links with rel="noopener noreferrer nofollow" and drops unsafe ones', () => {
    expect(sanitizeRichText('<a href="https://kelas.example/" target="_blank" rel="opener">ok</a>')).toBe(
      '<a href="https://kelas.example/" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<p><a href="javascript:x">a</a> <a href="https://k.example/">b</a></p>')).toBe(
      '<p><a>a</a> <a href="https://k.example/" rel="noopener noreferrer nofollow">b</a></p>',
    );
  });
});

describe('plainTextOf', () => {
  it('gives the text of rich text, cut short', () => {
    expect(plainTextOf('<p>One</p><p>two <b>three</b></p>', 100)).toBe('One two three');
    expect(plainTextOf('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
