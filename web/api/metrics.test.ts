import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageLeaveMetric } from '../../common/api/metrics';
import { stubFetch } from '../test/stub-fetch';
import { PAGE_LEAVE_METRIC_PATH, sendPageLeaveMetric } from './metrics';

const metric: PageLeaveMetric = {
  path: '/about/',
  hostname: 'kelas.example',
  loadTime: 1_000,
  unloadTime: 9_000,
  activeTime: 7_000,
  inactiveTime: 1_000,
  itemsClicked: [{ id: 'cta', nodeName: 'A', classes: 'button', x: 10, y: 20, time: 500 }],
  scrollDistance: 300,
  windowSize: { width: 1280, height: 720, outerWidth: 1280, outerHeight: 800 },
  keysPressed: 3,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sendPageLeaveMetric', () => {
  it('sends a JSON beacon with path, data and the CSRF token in the body', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const calls = stubFetch(() => new Response('{}'));

    sendPageLeaveMetric(metric, 'token-1');

    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(PAGE_LEAVE_METRIC_PATH);
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual({
      path: '/about/',
      data: metric,
      csrfmiddlewaretoken: 'token-1',
    });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['refuses the beacon', { sendBeacon: () => false }],
    ['has no sendBeacon', { sendBeacon: undefined }],
  ])('falls back to a keepalive fetch with the CSRF header when the browser %s', (_case, beacon) => {
    vi.stubGlobal('navigator', { ...navigator, ...beacon });
    const calls = stubFetch(() => new Response('{}'));

    sendPageLeaveMetric(metric, 'token-2');

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: PAGE_LEAVE_METRIC_PATH,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': 'token-2' },
      body: { path: '/about/', data: metric, csrfmiddlewaretoken: 'token-2' },
    });
    expect(calls[0]?.init.keepalive).toBe(true);
  });
});
