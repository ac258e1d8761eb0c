import type { LearningTimeEvent } from '../../common/api/learning-time';
import { LEARNING_TIME_PATH } from '../../common/api/learning-time-paths';
import { getCsrfToken } from './client';
import { CSRF_HEADER } from './csrf';

/**
 * Sends one learning-time event. A keepalive request outlives the tab closing, which is when the
 * last event of a visit is often sent. Rejects when the server refuses it or cannot be reached.
 */
export async function sendLearningTimeEvent(event: LearningTimeEvent): Promise<void> {
  const response = await fetch(LEARNING_TIME_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: await getCsrfToken() },
    body: JSON.stringify(event),
  });
  if (!response.ok) {
    throw new Error(`Learning time was refused: ${response.status} ${await response.text().catch(() => '')}`);
  }
}
