import { describe, expect, it } from 'vitest';
import { applyFormatting, toBodyHtml } from './blog-markup';

describe('the blog editor markup', () => {
  it('turns blank-line separated text into paragraphs and keeps blocks', () => {
    expect(toBodyHtml('One\nline two\n\n<h2>Title</h2>\n\n\nThree')).toBe(
      '<p>One<br>line two</p>\n<h2>Title</h2>\n<p>Three</p>',
    );
  });

  it('wraps the selection for each formatting', () => {
    expect(applyFormatting('say hi now', 4, 6, 'bold')).toBe('say <strong>hi</strong> now');
    expect(applyFormatting('a\nb', 0, 3, 'list')).toBe('<ul>\n<li>a</li>\n<li>b</li>\n</ul>');
    expect(applyFormatting('see', 0, 3, 'link', 'https://x.example/?a="b"')).toBe(
      '<a href="https://x.example/?a=&quot;b&quot;">see</a>',
    );
  });
});
