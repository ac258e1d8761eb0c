import type { AdminTabProps } from '../../course-admin/admin-tabs';
import { ChosenClassTab } from '../chosen-class';
import { AnalyticsTab } from './analytics-tab';

/**
 * The course admin `analytics` action: a class of the course, chosen in a selector and kept in the
 * `cohort` query parameter (the default class first), with its analytics.
 */
export function AnalyticsCourseTab({ course }: AdminTabProps) {
  return (
    <ChosenClassTab coursePath={course.path}>
      {(cohortPath) => <AnalyticsTab key={cohortPath} cohortPath={cohortPath} />}
    </ChosenClassTab>
  );
}
