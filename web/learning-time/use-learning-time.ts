import { useEffect } from 'react';
import type { CoursePage, CoursePageMode } from '../../common/api/course-page';
import { learningTimePagePath } from '../../common/api/learning-time-paths';
import { sendLearningTimeEvent } from '../api/learning-time';
import { useAuthState } from '../auth/use-auth-state';
import { LearningTimeTracker } from './learning-time-tracker';

/** The modes in which a page is being read, so its time counts (not edit or history). */
const READING_MODES: readonly CoursePageMode[] = ['view', 'focus', 'exhibit'];

/**
 * Tracks learning time on a loaded course page (the caller renders only pages the server let the
 * user read) for a signed-in user reading it. Arriving starts a tracker; hiding the tab stops it,
 * showing it starts it again; leaving the page stops it for good. Page-leave metrics are saved by
 * PageLeaveTracker, for every page.
 */
export function useLearningTime(page: Pick<CoursePage, 'coursePath' | 'path'>, mode: CoursePageMode): void {
  const userId = useAuthState().currentUser?.userId ?? null;
  const reading = READING_MODES.includes(mode);
  const { coursePath, path } = page;

  useEffect(() => {
    if (userId === null || !reading) return;
    const tracker = new LearningTimeTracker(
      { userId, courseId: coursePath, pagePath: learningTimePagePath(coursePath, path), cohortId: null },
      sendLearningTimeEvent,
    );
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tracker.start();
      else tracker.stop();
    };
    tracker.start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      tracker.stop();
    };
  }, [userId, reading, coursePath, path]);
}
