import type { QueueItem } from '../../common/api/assessment';

/** A campaign plan of `learnerName` waiting in the marking queue of a morning class (attempt a2 late). */
export const queueItem = (
  attemptId: string,
  learnerName: string,
  learnerId = `learner-${attemptId}`,
): QueueItem => ({
  attemptId,
  learnerId,
  learnerName,
  cohortPath: 'morning',
  cohortName: 'Morning class',
  courseName: 'Digital Marketing',
  pageTitle: 'Your campaign plan',
  question: 'Write your campaign plan.',
  number: 1,
  submittedAt: '2026-11-26T10:00:00.000Z',
  late: attemptId === 'a2',
  status: 'awaiting_marking',
  score: null,
  maxScore: 10,
});
