import { afterEach, describe, expect, it } from 'vitest';
import { PageLeaveMetric } from '../../common/api/metrics';
import { MAX_ITEMS_CLICKED, type PageLeaveCollector, startPageLeaveCollector } from './page-leave-collector';

let collector: PageLeaveCollector | undefined;

afterEach(() => {
  collector?.stop();
  document.body.innerHTML = '';
});

describe('startPageLeaveCollector', () => {
  it('counts clicks, keys and time, and reports a metric the server schema accepts', () => {
    let clock = 1_000;
    collector = startPageLeaveCollector('/courses/', () => clock);
    const button = document.createElement('button');
    button.id = 'search';
    button.className = 'primary';
    document.body.append(button);

    button.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    clock = 4_000;
    const metric = collector.report();

    expect(PageLeaveMetric.safeParse(metric).success).toBe(true);
    expect(metric).toMatchObject({
      path: '/courses/',
      loadTime: 1_000,
      unloadTime: 4_000,
      activeTime: 3_000,
    });
    expect(metric.keysPressed).toBe(1);
    expect(metric.itemsClicked).toEqual([
      expect.objectContaining({ id: 'search', nodeName: 'BUTTON', classes: 'primary' }),
    ]);
  });

  it(`keeps at most ${MAX_ITEMS_CLICKED} clicks and starts afresh after each report`, () => {
    collector = startPageLeaveCollector('/');
    for (let i = 0; i < MAX_ITEMS_CLICKED + 20; i++) document.body.click();
    expect(collector.report().itemsClicked).toHaveLength(MAX_ITEMS_CLICKED);
    expect(collector.report().itemsClicked).toHaveLength(0);
  });
});
