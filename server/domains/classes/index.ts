// The public face of classes: what higher domains and the composition may use.
export { isActiveClassStaff, isActiveLearner } from './active-learner';
export { searchCatalogue } from './catalogue-search';
export { type LoadedClass, loadClass, loadCourseClasses } from './class-access';
export { enrolledClassDataRead, enrolmentApproved, landingPageRead } from './class-hooks';
export { ensureDefaultClass } from './class-store';
export { type ClassAccessFacts, classAccessColumns, learnerStart } from './course-access';
export { enrolInClass } from './enrol';
export { processInvitationsJob } from './invitation-job';
export { newInvitationToken } from './invitation-tokens';
export { classesModule } from './module';
export { restorePlace, suspendPlace } from './place-suspension';
export {
  courseAccess,
  isCourseVisible,
  isUploaderOrStaff,
  mayTeachClass,
  readCoursePages,
  teachClass,
} from './policy';
export { findVisibleCourse, selectVisibleCourse, type VisibleCourse } from './visible-course';
