import { lazy, type ReactNode, Suspense } from 'react';
import type { CoursePage, CoursePageMode } from '../../../common/api/course-page';
import { useReaderClass } from './use-reader-class';

// The thread comes with the social chunk, loaded only for pages that take comments.
const PageComments = lazy(() =>
  import('./social/page-comments').then((module) => ({ default: module.PageComments })),
);

/**
 * The comments under a page that takes them (Page `canPostComments`), for a signed-in reader of a
 * class of the course in view or focus mode; undefined otherwise.
 */
export function usePageComments(page: CoursePage, mode: CoursePageMode): ReactNode | undefined {
  const reading = mode === 'view' || mode === 'focus';
  const asked = reading && page.canPostComments === true && !page.scheduledAccess?.locked;
  const reader = useReaderClass(page.coursePath, asked);
  if (!asked || reader.cohortPath === null) return undefined;
  return (
    <Suspense fallback={null}>
      <PageComments page={page} cohortPath={reader.cohortPath} learner={reader.learner} />
    </Suspense>
  );
}
