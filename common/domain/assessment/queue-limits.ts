// The marking queue's limits: a file without zod, so the browser's queue reads them without the schemas.

/** Attempts a page of the marking queue shows. */
export const MARKING_PAGE_SIZE = 20;
/** The longest learner name the queue searches for. */
export const QUEUE_LEARNER_MAX = 100;
