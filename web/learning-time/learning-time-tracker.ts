import type { LearningTimeEvent } from '../../common/api/learning-time';
import { LEARNING_TIME_SEND_SECONDS, LEARNING_TIME_TICK_SECONDS } from '../../common/constants';

/** The page learning time is counted for: a course page the signed-in user may read. */
export interface LearningTimePage {
  userId: string;
  /** The course's path (its public key). */
  courseId: string;
  /** The page's address, `/courses/{course}/{page}/`. */
  pagePath: string;
  cohortId: string | null;
}

/** Delivers an event; a rejection is only logged (spec §8). */
export type SendLearningTime = (event: LearningTimeEvent) => Promise<unknown>;

/**
 * Counts the time a learner spends on one course page (spec §4 learning-time tracking): 10 seconds
 * a tick while running, an event each time 60 seconds have accumulated, and on stop the remainder
 * when it rounds to at least a minute. One tracker per arrival on a page: its first event carries
 * `newView`. Hiding the tab stops it (the remainder is sent then, as the tab may never come back);
 * showing it again starts it afresh.
 */
export class LearningTimeTracker {
  private timer: ReturnType<typeof setInterval> | null = null;
  private seconds = 0;
  private newView = true;

  constructor(
    private readonly page: LearningTimePage,
    private readonly send: SendLearningTime,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Is it counting? */
  get running(): boolean {
    return this.timer !== null;
  }

  /** Start counting, only while the page is visible and when not already running; says whether it started. */
  start(): boolean {
    if (this.timer !== null || document.visibilityState !== 'visible') return false;
    this.timer = setInterval(() => this.tick(), LEARNING_TIME_TICK_SECONDS * 1000);
    return true;
  }

  /** Stop counting and send the remainder when it rounds to at least one minute; a smaller one is dropped. */
  stop(): void {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
    const remainder = this.seconds;
    this.seconds = 0;
    if (Math.round(remainder / 60) >= 1) this.emit(remainder);
  }

  private tick(): void {
    this.seconds += LEARNING_TIME_TICK_SECONDS;
    if (this.seconds < LEARNING_TIME_SEND_SECONDS) return;
    const seconds = this.seconds;
    this.seconds = 0;
    this.emit(seconds);
  }

  private emit(seconds: number): void {
    const event: LearningTimeEvent = {
      timestamp: this.now().toISOString(),
      userId: this.page.userId,
      pagePath: this.page.pagePath,
      cohortId: this.page.cohortId,
      courseId: this.page.courseId,
      subscriptionId: null,
      institutionId: null,
      ip: null,
      device: 'web',
      newView: this.newView,
      seconds,
    };
    this.newView = false;
    this.send(event).catch((error: unknown) => {
      console.error('Learning time could not be sent.', error);
    });
  }
}
