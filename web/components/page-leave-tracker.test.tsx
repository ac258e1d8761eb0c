import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LEAVE_METRIC_PATH } from '../api/metrics';
import { setCsrfCookie, stubBeacon } from '../test/stub-fetch';
import { PageLeaveTracker } from './page-leave-tracker';

let beacon: ReturnType<typeof stubBeacon>;

beforeEach(() => {
  setCsrfCookie('token-9');
  beacon = stubBeacon();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function sentBodies(): Promise<Array<{ path: string; csrfmiddlewaretoken: string }>> {
  return Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text())));
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PageLeaveTracker /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageLeaveTracker', () => {
  it('reports the page being left when the route changes', async () => {
    const router = renderAt('/about/');
    await act(() => router.navigate('/contact/'));
    expect(beacon).toHaveBeenCalledOnce();
    expect(beacon.mock.calls[0]?.[0]).toBe(PAGE_LEAVE_METRIC_PATH);
    expect(await sentBodies()).toEqual([
      expect.objectContaining({ path: '/about/', csrfmiddlewaretoken: 'token-9' }),
    ]);
  });

  it('reports when the tab is hidden, and not again on pagehide', async () => {
    renderAt('/courses/');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledOnce();
    visibility.mockRestore();

    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
    expect((await sentBodies()).map((body) => body.path)).toEqual(['/courses/', '/courses/']);
  });
});
