import type { AdminTabProps } from '../course-admin/admin-tabs';
import { ChosenClassTab } from './chosen-class';
import { StudentsTab } from './students-tab';

/**
 * The course admin `students` action: a class of the course, chosen in a selector and kept in the
 * `cohort` query parameter (the default class first), with its students tab.
 */
export function StudentsCourseTab({ course }: AdminTabProps) {
  return (
    <ChosenClassTab coursePath={course.path}>
      {(cohortPath) => <StudentsTab key={cohortPath} cohortPath={cohortPath} />}
    </ChosenClassTab>
  );
}
