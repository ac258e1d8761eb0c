import { defineModule } from '../../modules/module';
import { mergeMethods } from '../../rpc/method';
import { courseResource } from './course.rpc';
import { registerCourseImageRoutes } from './course-image-routes';
import { outlineResource } from './outline.rpc';
import { recentVisitMethods } from './recent-visits.rpc';
import { subscriptionPlanMethods } from './subscription-plan.rpc';

/** Courses: creation, course roles and settings, the outline, the catalogue and recent visits. */
export const coursesModule = defineModule({
  name: 'courses',
  resources: [courseResource, outlineResource],
  extensions: { user: mergeMethods(recentVisitMethods, subscriptionPlanMethods) },
  routes: registerCourseImageRoutes,
});
