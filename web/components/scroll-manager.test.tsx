import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { HASH_SCROLL_RETRY_MS } from '../../common/constants';
import { ScrollManager } from './scroll-manager';

function renderApp() {
  const router = createMemoryRouter([{ path: '*', element: <ScrollManager /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

// The hash target appears only after a delay, like content that loads after navigation.
function addSectionLater(delay: number) {
  setTimeout(() => {
    const section = document.createElement('section');
    section.id = 'pricing';
    document.body.append(section);
  }, delay);
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let scrollTo: Mock<(x: number, y: number) => void>;
let scrollIntoView: Mock<(options?: boolean | ScrollIntoViewOptions) => void>;

beforeEach(() => {
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scrollIntoView);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  scrollWindowTo(0);
  document.getElementById('pricing')?.remove();
});

describe('ScrollManager', () => {
  it('starts a new page at the top', async () => {
    const router = renderApp();
    scrollTo.mockClear();
    await act(() => router.navigate('/about/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('restores the position of the entry on Back', async () => {
    const router = renderApp();
    scrollWindowTo(640);
    await act(() => router.navigate('/about/'));
    scrollWindowTo(120);
    scrollTo.mockClear();

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('leaves the position alone on a replace', async () => {
    const router = renderApp();
    scrollTo.mockClear();
    await act(() => router.navigate('/courses/?q=data', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the centre of the hash target once it appears', async () => {
    vi.useFakeTimers();
    const router = renderApp();
    addSectionLater(1_200);
    await act(() => router.navigate('/pricing/#pricing'));
    expect(scrollIntoView).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1_300));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it(`stops looking for the hash target after ${HASH_SCROLL_RETRY_MS} ms`, async () => {
    vi.useFakeTimers();
    const router = renderApp();
    addSectionLater(HASH_SCROLL_RETRY_MS + 2_000);
    await act(() => router.navigate('/pricing/#pricing'));
    await act(() => vi.advanceTimersByTimeAsync(HASH_SCROLL_RETRY_MS + 3_000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
