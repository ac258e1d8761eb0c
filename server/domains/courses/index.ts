// The public face of courses: what higher domains and the composition may use.
export { courseCreated } from './course-hooks';
export { COURSE_IMAGE_UPLOADS_PER_USER } from './course-image-routes';
export {
  deleteCourseMediaFile,
  findCourseImage,
  forgetCourseMedia,
  replaceCourseMedia,
} from './course-media';
export { courseGrantOf } from './course-roles';
export { courseMediaUrl, loadCourse } from './course-store';
export { coursesModule } from './module';
export { outlineWrite } from './outline.rpc';
export { loadOutlineCourse, lockCourse, type OutlineCourse } from './outline-access';
export { requireModule } from './outline-modules';
export { freePagePath, pagePathFrom } from './outline-page-path';
export { deletePage } from './outline-pages';
export { moveInList } from './outline-positions';
export {
  administerCourse,
  designCourse,
  editSeenOutline,
  mayEditOutline,
  mayReadOutline,
  seeCourse,
} from './policy';
export { deferCourseVisit } from './recent-visits';
