import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusPageHeading } from './page-focus';

const nextFrames = async () => {
  for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

describe('the focus after a navigation', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('goes to the new page’s heading and names it', () => {
    document.body.innerHTML = '<main><h1>Progress</h1></main>';
    const announce = vi.fn();
    focusPageHeading(document.querySelector('main')!, announce);
    expect(document.activeElement?.textContent).toBe('Progress');
    expect(announce).toHaveBeenCalledWith('Progress');
  });

  it('comes back to the heading when the browser gave it to the body as it drew (a removed link’s focus fixup)', async () => {
    document.body.innerHTML = '<main><h1>Progress</h1></main>';
    focusPageHeading(document.querySelector('main')!, () => {});
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await nextFrames();
    expect(document.activeElement?.textContent).toBe('Progress');
  });

  it('stays where the reader put it since', async () => {
    document.body.innerHTML = '<main><h1>Progress</h1><a href="#x">Next</a></main>';
    focusPageHeading(document.querySelector('main')!, () => {});
    document.querySelector('a')!.focus();
    await nextFrames();
    expect(document.activeElement?.textContent).toBe('Next');
  });
});
