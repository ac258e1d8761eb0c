import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LearningTimeEvent } from '../../common/api/learning-time';
import { type LearningTimePage, LearningTimeTracker } from './learning-time-tracker';

const page: LearningTimePage = {
  userId: '6f1c1a52-8d0e-4a55-9d6b-0b8a3f1f2c11',
  courseId: 'intro-data-analysis',
  pagePath: '/courses/intro-data-analysis/what-is-data/',
  cohortId: null,
};

let visibility: DocumentVisibilityState;
let sent: LearningTimeEvent[];
let tracker: LearningTimeTracker;

const seconds = (count: number) => vi.advanceTimersByTime(count * 1000);
const sentSeconds = () => sent.map((event) => event.seconds);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  sent = [];
  tracker = new LearningTimeTracker(page, async (event) => {
    sent.push(event);
  });
});

afterEach(() => {
  tracker.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LearningTimeTracker', () => {
  it('starts only while the page is visible', () => {
    visibility = 'hidden';
    expect(tracker.start()).toBe(false);
    expect(tracker.running).toBe(false);
    seconds(120);
    expect(sent).toEqual([]);

    visibility = 'visible';
    expect(tracker.start()).toBe(true);
    expect(tracker.running).toBe(true);
  });

  it('does not start twice: a second start neither doubles the count nor the timer', () => {
    tracker.start();
    expect(tracker.start()).toBe(false);
    seconds(60);
    expect(sentSeconds()).toEqual([60]);
  });

  it('counts 10 seconds a tick and sends nothing before 60 seconds have accumulated', () => {
    tracker.start();
    seconds(59);
    expect(sent).toEqual([]);
    seconds(1);
    expect(sentSeconds()).toEqual([60]);
  });

  it('counts whole ticks only: time between ticks is not counted', () => {
    tracker.start();
    seconds(29);
    tracker.stop();
    // 20 seconds counted (two ticks), which rounds to no minute: nothing is sent.
    expect(sent).toEqual([]);
  });

  it('sends an event each time 60 seconds accumulate, with the spec’s fields', () => {
    tracker.start();
    seconds(180);
    expect(sentSeconds()).toEqual([60, 60, 60]);
    expect(sent[0]).toEqual({
      timestamp: '2026-11-23T08:01:00.000Z',
      userId: page.userId,
      pagePath: page.pagePath,
      cohortId: null,
      courseId: page.courseId,
      subscriptionId: null,
      institutionId: null,
      ip: null,
      device: 'web',
      newView: true,
      seconds: 60,
    });
    for (const event of sent) expect(LearningTimeEvent.safeParse(event).success).toBe(true);
  });

  it('flags newView on the first event after arrival only', () => {
    tracker.start();
    seconds(180);
    expect(sent.map((event) => event.newView)).toEqual([true, false, false]);
  });

  it.each([
    [20, []],
    [30, [30]],
    [50, [50]],
  ])(
    'on stop after %i counted seconds sends %j (the remainder when it rounds to a minute)',
    (counted, expected) => {
      tracker.start();
      seconds(counted);
      tracker.stop();
      expect(sentSeconds()).toEqual(expected);
    },
  );

  it('on stop after sending at 60 seconds sends only what accumulated since', () => {
    tracker.start();
    seconds(80);
    tracker.stop();
    expect(sentSeconds()).toEqual([60]);
    tracker.start();
    seconds(90);
    tracker.stop();
    expect(sentSeconds()).toEqual([60, 60, 30]);
  });

  it('pauses while stopped (the tab hidden) and resumes counting from zero when started again', () => {
    tracker.start();
    seconds(20);
    visibility = 'hidden';
    tracker.stop();
    expect(tracker.running).toBe(false);
    seconds(600);
    expect(sent).toEqual([]);

    visibility = 'visible';
    expect(tracker.start()).toBe(true);
    seconds(60);
    expect(sentSeconds()).toEqual([60]);
  });

  it('keeps newView for the first event actually sent, even across a pause', () => {
    tracker.start();
    seconds(20);
    tracker.stop();
    tracker.start();
    seconds(60);
    expect(sent.map((event) => event.newView)).toEqual([true]);
  });

  it('only logs a failed send to the console, and keeps counting', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = new LearningTimeTracker(page, () => Promise.reject(new Error('offline')));
    try {
      failing.start();
      seconds(60);
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith('Learning time could not be sent.', expect.any(Error)),
      );
      expect(failing.running).toBe(true);
      seconds(60);
      await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    } finally {
      failing.stop();
    }
  });
});
