import { assessmentReportCalls } from '../../../common/api/assessment-report';
import { resource, serve, servedMethods } from '../../rpc/method';
import { loadClass } from '../classes';
import { classReport } from './class-report';
import { loadCourseWithClasses } from './course-with-classes';
import { myReport } from './my-report';
import { learnerClassOf, readClassReport, readOwnGrades } from './policy';

/**
 * Assessment reports (spec resource `assessment_report_cohort_membership`): a class's results on
 * each assessed item for those who see it in the gradebook, addressed by the class's path; and a
 * learner's own results against their class's averages.
 */
export const assessmentReportResource = resource(
  'assessment_report_cohort_membership',
  servedMethods(
    serve(assessmentReportCalls.getClassReport, {
      allow: readClassReport,
      load: loadClass,
      run: (db, _ctx, cohort) => classReport(db, cohort),
    }),
    serve(assessmentReportCalls.getMyReport, {
      allow: readOwnGrades,
      load: (db, ctx, _id, input) => loadCourseWithClasses(db, ctx, input.coursePath),
      run: (db, ctx, loaded) =>
        myReport(db, ctx.actor.userId, loaded.course.id, learnerClassOf(loaded.classes)!),
    }),
  ),
);
