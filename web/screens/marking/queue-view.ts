import type { assessmentCalls } from '../../../common/api/assessment';
import type { CallInput } from '../../api/call';
import type { MarkingParams } from '../../lib/assessment-paths';

/** The queue's status filter: work to mark (the default), marked, returned, or all of it. */
export const QUEUE_STATUSES = ['awaiting_marking', 'marked', 'returned', 'all'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** What the queue shows, as its address says (markingPath). */
export interface QueueView {
  cohortPath: string;
  status: QueueStatus;
  learner: string;
  page: number;
  attemptId: string | null;
}

/** The queue's view from the address's query; anything unknown reads as its default. */
export function queueViewOf(params: URLSearchParams): QueueView {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    cohortPath: params.get('class') ?? '',
    status: (QUEUE_STATUSES as readonly string[]).includes(status)
      ? (status as QueueStatus)
      : 'awaiting_marking',
    learner: params.get('learner') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    attemptId: params.get('attempt'),
  };
}

/** The address's query for `view` (markingPath), defaults left out. */
export function paramsOf(view: QueueView): MarkingParams {
  return {
    class: view.cohortPath,
    status: view.status === 'awaiting_marking' ? '' : view.status,
    learner: view.learner,
    page: view.page > 1 ? String(view.page) : '',
    attempt: view.attemptId ?? '',
  };
}

/** The queue call's input for `view`. */
export function queueInputOf(view: QueueView): CallInput<typeof assessmentCalls.markingQueue> {
  return {
    ...(view.cohortPath && { cohortPath: view.cohortPath }),
    ...(view.status !== 'all' && { status: view.status }),
    ...(view.learner && { learner: view.learner }),
    page: view.page,
  };
}
