import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEARNING_TIME_PATH, type LearningTimeEvent } from '../../common/api/learning-time';
import { jsonResponse, setCsrfCookie, stubFetch } from '../test/stub-fetch';
import { sendLearningTimeEvent } from './learning-time';

const event: LearningTimeEvent = {
  timestamp: '2026-11-23T08:01:00.000Z',
  userId: '6f1c1a52-8d0e-4a55-9d6b-0b8a3f1f2c11',
  pagePath: '/courses/data-101/intro/',
  cohortId: null,
  courseId: 'data-101',
  subscriptionId: null,
  institutionId: null,
  ip: null,
  device: 'web',
  newView: true,
  seconds: 60,
};

beforeEach(() => setCsrfCookie('token-3'));
afterEach(() => {
  setCsrfCookie(null);
  vi.unstubAllGlobals();
});

describe('sendLearningTimeEvent', () => {
  it('posts the event as JSON with the CSRF header, kept alive past the page', async () => {
    const calls = stubFetch(() => jsonResponse({ result: { stored: 1 } }));
    await sendLearningTimeEvent(event);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: LEARNING_TIME_PATH,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': 'token-3' },
      body: event,
    });
    expect(calls[0]?.init.keepalive).toBe(true);
  });

  it('rejects when the server refuses the event, so the tracker can log it', async () => {
    stubFetch(() => jsonResponse({ error: 'course_access_denied', reason: 'Enrol first.' }, 403));
    await expect(sendLearningTimeEvent(event)).rejects.toThrow(/403.*course_access_denied/);
  });
});
